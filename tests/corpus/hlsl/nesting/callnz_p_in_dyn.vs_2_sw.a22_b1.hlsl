// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
float4 c24 : register(c24);
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
static bool4 p0;
void l6();
void l6() {
    [branch] if (r0.z <= r1.w) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        r0.xyzw = r0.xyzw + c23.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (r0.w != r1.w) {
        r0.xyzw = r0.xyzw + c23.xyzw;
        [branch] if (r0.z <= r1.x) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            [branch] if (r0.w == r1.z) {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                [branch] if (r0.y == r1.w) {
                    r0.xyzw = r0.xyzw + c20.xyzw;
                    [branch] if (r0.x >= r1.w) {
                        r0.xyzw = r0.xyzw + r1.xyzw;
                        [branch] if (r0.x < r1.z) {
                            r0.xyzw = r0.xyzw + r1.xyzw;
                            [branch] if (r0.y < r1.z) {
                                r0.xy = r0.xy + r1.xy;
                                [branch] if (r0.w > r1.x) {
                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.w < r1.z) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (r0.x >= r1.w) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            [branch] if (r0.x != r1.x) {
                                                r0.xyzw = r0.xyzw + c20.xyzw;
                                                [branch] if (r0.x < r1.w) {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                    [branch] if (r0.x < r1.w) {
                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                        [branch] if (r0.z >= r1.z) {
                                                            r0.xy = r0.xy + r1.xy;
                                                            [branch] if (r0.w != r1.w) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                [branch] if (r0.x != r1.w) {
                                                                    r0.xyzw = r0.xyzw + c24.xyzw;
                                                                    [branch] if (r0.y <= r1.w) {
                                                                        r0.xyzw = r0.xyzw + c22.xyzw;
                                                                        [branch] if (r0.y == r1.w) {
                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (r0.x < r1.z) {
                                                                                r0.xyzw = r0.xyzw + c24.xyzw;
                                                                                [branch] if (r0.x > r1.z) {
                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                    [branch] if (r0.w != r1.y) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        [branch] if (r0.x <= r1.y) {
                                                                                            r0.xyzw = r0.xyzw + c21.xyzw;
                                                                                            [branch] if (p0.x) l6();
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
