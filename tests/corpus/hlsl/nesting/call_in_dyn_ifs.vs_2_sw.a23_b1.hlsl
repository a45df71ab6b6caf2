// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c45 : register(c45);
float4 c46 : register(c46);
float4 c47 : register(c47);
float4 c48 : register(c48);
float4 c49 : register(c49);
float4 c50 : register(c50);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
void l2();
void l2() {
    [branch] if (r0.x >= r1.w) {
        r0.xyzw = r0.xyzw + c49.xyzw;
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.w != r1.w) {
        r0.xyzw = r0.xyzw + c45.xyzw;
        [branch] if (r0.y <= r1.z) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            [branch] if (r0.z < r1.y) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.x == r1.w) {
                    r0.xyzw = r0.xyzw + c48.xyzw;
                    [branch] if (r0.w < r1.x) {
                        r0.xyzw = r0.xyzw + c46.xyzw;
                        [branch] if (r0.y != r1.y) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (r0.w < r1.w) {
                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                [branch] if (r0.y >= r1.y) {
                                    r0.xy = r0.xy + r1.xy;
                                    [branch] if (r0.y < r1.x) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.y >= r1.z) {
                                            r0.xyzw = r0.xyzw + c48.xyzw;
                                            [branch] if (r0.x <= r1.z) {
                                                r0.xyzw = r0.xyzw + c47.xyzw;
                                                [branch] if (r0.y != r1.y) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    [branch] if (r0.z == r1.w) {
                                                        r0.xyzw = r0.xyzw + c50.xyzw;
                                                        [branch] if (r0.x == r1.z) {
                                                            r0.xy = r0.xy + r1.xy;
                                                            [branch] if (r0.w == r1.w) {
                                                                r0.xyzw = r0.xyzw + c48.xyzw;
                                                                [branch] if (r0.y == r1.y) {
                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.y >= r1.y) {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        [branch] if (r0.x < r1.w) {
                                                                            r0.xyzw = r0.xyzw + c46.xyzw;
                                                                            [branch] if (r0.w <= r1.z) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                [branch] if (r0.z < r1.y) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (r0.w >= r1.y) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        [branch] if (r0.w != r1.x) {
                                                                                            r0.xyzw = r0.xyzw + c45.xyzw;
                                                                                            [branch] if (r0.y <= r1.z) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                l2();
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
