// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c12 : register(c12);
float4 c15 : register(c15);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
static bool4 p0;
void l1562();
void l1562() {
    r0.xyzw = r0.xyzw + c15.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (r0.x <= r1.y) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
        [branch] if (r0.w <= r1.x) {
            r0.xyzw = r0.xyzw + c12.xyzw;
            [branch] if (r0.w < r1.z) {
                r0.xyzw = r0.xyzw + c9.xyzw;
                [branch] if (r0.x == r1.x) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    [branch] if (r0.w >= r1.w) {
                        r0.xyzw = r0.xyzw + c10.xyzw;
                        [branch] if (r0.w > r1.w) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (r0.w != r1.x) {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                [branch] if (r0.z != r1.y) {
                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                    [branch] if (r0.w >= r1.z) {
                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                        [branch] if (r0.z != r1.z) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (r0.z < r1.w) {
                                                r0.xyzw = r0.xyzw + c15.xyzw;
                                                [branch] if (r0.w <= r1.y) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    [branch] if (r0.y <= r1.y) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (r0.x <= r1.x) {
                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                            [branch] if (r0.z == r1.x) {
                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                [branch] if (r0.w >= r1.x) {
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    [branch] if (r0.z <= r1.w) {
                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                        [branch] if (r0.z >= r1.w) {
                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                            [branch] if (r0.w >= r1.w) {
                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                [branch] if (r0.y >= r1.y) {
                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                    [branch] if (r0.z == r1.w) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (r0.z == r1.y) {
                                                                                            r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                            [branch] if (r0.z > r1.z) {
                                                                                                r0.xyzw = r0.xyzw + c12.xyzw;
                                                                                                [branch] if (p0.y) l1562();
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
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
