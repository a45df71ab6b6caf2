// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c5 : register(c5);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
bool b7 : register(b7);
bool b8 : register(b8);
bool b12 : register(b12);
bool b14 : register(b14);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    [branch] if (b14) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [branch] if (b8) {
        } else {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            if (true) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                if (true) {
                    r0.xyzw = r0.xyzw + c12.xyzw;
                    if (true) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        if (true) {
                            r0.xyzw = r0.xyzw + c12.xyzw;
                            [branch] if (b14) {
                                r0.xyzw = r0.xyzw + c5.xyzw;
                                if (!true) {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                    if (!false) {
                                        r0.xyzw = r0.xyzw + c12.xyzw;
                                        if (!false) {
                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                            if (false) {
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                if (!false) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    if (true) {
                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (b14) {
                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                            [branch] if (b14) {
                                                            } else {
                                                                r0.xyzw = r0.xyzw + c12.xyzw;
                                                                if (false) {
                                                                    r0.xyzw = r0.xyzw + c8.xyzw;
                                                                    if (false) {
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                        if (!true) {
                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                            if (!true) {
                                                                                r0.xyzw = r0.xyzw + c5.xyzw;
                                                                                if (!true) {
                                                                                    r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                    [branch] if (b7) {
                                                                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                        if (true) {
                                                                                            r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                            [branch] if (b12) {
                                                                                            } else {
                                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                if (false) {
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                    [branch] if (!p0.z) {
                                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                        [branch] if (p0.x) {
                                                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                            [branch] if (!p0.y) {
                                                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                                [branch] if (!p0.y) {
                                                                                                                    r0.xyzw = r0.xyzw + c12.xyzw;
                                                                                                                    [branch] if (p0.z) {
                                                                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                                        [branch] if (p0.w) {
                                                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                                            [branch] if (!p0.w) {
                                                                                                                                r0.xyzw = r0.xyzw + c12.xyzw;
                                                                                                                                [branch] if (!p0.z) {
                                                                                                                                    r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                                                                    [branch] if (!p0.w) {
                                                                                                                                        r1.xyzw = r0.yzwx;
                                                                                                                                        [branch] if (!p0.x) {
                                                                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                                                            [branch] if (p0.z) {
                                                                                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                                                                [branch] if (p0.x) {
                                                                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                                                                    [branch] if (p0.y) {
                                                                                                                                                        r0.xyzw = r0.xyzw + c8.xyzw;
                                                                                                                                                        [branch] if (p0.w) {
                                                                                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                                                                            [branch] if (p0.x) {
                                                                                                                                                                r1.xyzw = r0.yzwx;
                                                                                                                                                                [branch] if (!p0.w) {
                                                                                                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                                                                                    [branch] if (!p0.z) {
                                                                                                                                                                        r0.xyzw = r0.xyzw + c5.xyzw;
                                                                                                                                                                        [branch] if (!p0.z) {
                                                                                                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                                                                                            [branch] if (!p0.w) {
                                                                                                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                                                                                                [branch] if (!p0.y) {
                                                                                                                                                                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                                                                                                                                                                    [branch] if (!p0.w) {
                                                                                                                                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                                                                                                        [branch] if (p0.z) {
                                                                                                                                                                                            r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                                                                                                                            [branch] if (p0.y) {
                                                                                                                                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                                                                                                                [branch] if (!p0.w) {
                                                                                                                                                                                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                                                                                                                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
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
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
