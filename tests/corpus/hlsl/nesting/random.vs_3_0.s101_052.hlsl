// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    r0.xyzw = r0.xyzw + c5.xyzw;
    [branch] if (p0.z) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [branch] if (p0.w) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (p0.x) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                [branch] if (!p0.x) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    [branch] if (r0.y != r1.w) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        [branch] if (r0.z < r1.z) {
                            r1.xyzw = r0.yzwx;
                            p0.xyzw = r0.xyzw < r1.xyzw;
                            p0.xyzw = r0.xyzw > r1.xyzw;
                            [branch] if (r0.z <= r1.w) {
                                r1.xyzw = r0.yzwx;
                                r1.xyzw = r0.yzwx;
                                [branch] if (r0.w == r1.y) {
                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.w != r1.y) {
                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                        [branch] if (p0.w) {
                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                            [branch] if (r0.x <= r1.x) {
                                                r0.xyzw = r0.xyzw + c9.xyzw;
                                                [branch] if (r0.x < r1.w) {
                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                    [branch] if (r0.y <= r1.w) {
                                                        r0.xyzw = r0.xyzw + c6.xyzw;
                                                        p0.xyzw = r0.xyzw >= r1.xyzw;
                                                        [branch] if (!p0.z) {
                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                            [branch] if (p0.y) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (!p0.y) {
                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    [branch] if (!p0.x) {
                                                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                                                        r0.xyzw = r0.xyzw + c9.xyzw;
                                                                        [branch] if (p0.x) {
                                                                            r0.xyzw = r0.xyzw + c4.xyzw;
                                                                            [branch] if (r0.w == r1.z) {
                                                                                r1.xyzw = r0.yzwx;
                                                                                r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                [branch] if (!p0.x) {
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                    [branch] if (r0.w <= r1.y) {
                                                                                        r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                        [branch] if (r0.y != r1.y) {
                                                                                            r0.xyzw = r0.xyzw + c8.xyzw;
                                                                                            [branch] if (p0.y) {
                                                                                                r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                                r0.xyzw = r0.xyzw + c4.xyzw;
                                                                                                [branch] if (r0.z <= r1.w) {
                                                                                                    r1.xyzw = r0.yzwx;
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            } else {
                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                r0.xyzw = r0.xyzw + c6.xyzw;
                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            } else {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            } else {
                                r0.xyzw = r0.xyzw + c10.xyzw;
                                p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                r0.xyzw = r0.xyzw + c4.xyzw;
                            }
                        }
                    } else {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                    }
                }
            }
        }
    }
    [branch] if (p0.w) {
        r1.xyzw = r0.yzwx;
    } else {
    }
    [branch] if (p0.y) {
        p0.xyzw = r0.xyzw > r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
