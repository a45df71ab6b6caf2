// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c58 : register(c58);
float4 c60 : register(c60);
float4 c61 : register(c61);
float4 c62 : register(c62);
float4 c63 : register(c63);
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
void l9();
void l9() {
    [branch] if (r0.y >= r1.z) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        r1.xyzw = r0.yzwx;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [branch] if (r0.w != r1.w) {
        r0.xyzw = r0.xyzw + c63.xyzw;
        [branch] if (r0.w > r1.y) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            [branch] if (r0.x == r1.w) {
                r0.xyzw = r0.xyzw + c60.xyzw;
                [branch] if (r0.y < r1.z) {
                    r0.xy = r0.xy + r1.xy;
                    [branch] if (r0.z <= r1.x) {
                        r0.xyzw = r0.xyzw + c61.xyzw;
                        [branch] if (r0.w != r1.x) {
                            r0.xyzw = r0.xyzw + c58.xyzw;
                            [branch] if (r0.y <= r1.z) {
                                r1.xyzw = r0.yzwx;
                                [branch] if (r0.y <= r1.y) {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                    [branch] if (r0.y < r1.w) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (r0.z >= r1.x) {
                                            r0.xyzw = r0.xyzw + c58.xyzw;
                                            [branch] if (r0.z < r1.z) {
                                                r1.xyzw = r0.yzwx;
                                                [branch] if (r0.w != r1.y) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (r0.z >= r1.w) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (r0.z < r1.x) {
                                                            r0.xyzw = r0.xyzw + c62.xyzw;
                                                            [branch] if (r0.x != r1.z) {
                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                [branch] if (r0.x >= r1.w) {
                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.w == r1.z) {
                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.z == r1.z) {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                            [branch] if (r0.z == r1.w) {
                                                                                r0.xyzw = r0.xyzw + c63.xyzw;
                                                                                [branch] if (r0.x <= r1.x) {
                                                                                    r0.xyzw = r0.xyzw + c61.xyzw;
                                                                                    [branch] if (r0.z > r1.x) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        [branch] if (r0.x <= r1.z) {
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                            [branch] if (r0.y == r1.w) {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                l9();
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
