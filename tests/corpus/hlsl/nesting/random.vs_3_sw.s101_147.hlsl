// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c22 : register(c22);
float4 c23 : register(c23);
float4 c24 : register(c24);
float4 c25 : register(c25);
float4 c26 : register(c26);
float4 c28 : register(c28);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
static bool4 p0;
void l1751();
void l1751() {
    [branch] if (p0.y) {
        r1.xyzw = r0.yzwx;
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [branch] if (!p0.z) {
            r0.xyzw = r0.xyzw + c24.xyzw;
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (!p0.y) {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.x == r1.x) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (p0.w) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        r0.xyzw = r0.xyzw + c25.xyzw;
                        [branch] if (r0.x == r1.y) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            [branch] if (p0.x) {
                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                [branch] if (p0.x) {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                    [branch] if (r0.y <= r1.x) {
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                        r0.xyzw = r0.xyzw + c23.xyzw;
                                        [branch] if (r0.z > r1.z) {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                            [branch] if (!p0.z) {
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                [branch] if (p0.z) {
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    r1.xyzw = r0.yzwx;
                                                    [branch] if (p0.y) {
                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                        [branch] if (p0.x) {
                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                            [branch] if (r0.w == r1.z) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                [branch] if (!p0.y) {
                                                                    r0.xyzw = r0.xyzw + c28.xyzw;
                                                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                    [branch] if (p0.y) {
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                        [branch] if (p0.y) {
                                                                            r0.xyzw = r0.xyzw + c22.xyzw;
                                                                            p0.xyzw = r0.xyzw <= r1.xyzw;
                                                                            [branch] if (!p0.z) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                [branch] if (r0.z >= r1.x) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    [branch] if (p0.z) {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        r0.xyzw = r0.xyzw + c24.xyzw;
                                                                                        [branch] if (r0.w == r1.x) {
                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                            r0.xyzw = r0.xyzw + c25.xyzw;
                                                                                            [branch] if (p0.w) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                [branch] if (p0.y) {
                                                                                                    r0.xyzw = r0.xyzw + c28.xyzw;
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                } else {
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                }
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw + c26.xyzw;
                                                                                        }
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            } else {
                                                                r1.xyzw = r0.yzwx;
                                                                r0.xyzw = r0.xyzw + c26.xyzw;
                                                            }
                                                        }
                                                    }
                                                }
                                            } else {
                                                r0.xyzw = r0.xyzw + c22.xyzw;
                                                r0.xyzw = r0.xyzw + c22.xyzw;
                                            }
                                        }
                                    } else {
                                        r1.xyzw = r0.yzwx;
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + c24.xyzw;
                                }
                            }
                        }
                    } else {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                    }
                }
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    l1751();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
