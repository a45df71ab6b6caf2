// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c43 : register(c43);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c46 : register(c46);
float4 c47 : register(c47);
float4 c48 : register(c48);
float4 c49 : register(c49);
bool b0 : register(b0);
bool b2 : register(b2);
bool b4 : register(b4);
bool b6 : register(b6);
bool b9 : register(b9);
bool b10 : register(b10);
bool b11 : register(b11);
bool b12 : register(b12);
bool b15 : register(b15);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (!b9) {
        r0.xyzw = r0.xyzw + c44.xyzw;
        if (!false) {
            r0.xyzw = r0.xyzw + c49.xyzw;
            if (!false) {
                r0.xyzw = r0.xyzw + c45.xyzw;
                [branch] if (b6) {
                    r0.xyzw = r0.xyzw + c47.xyzw;
                    [branch] if (b15) {
                        r0.xyzw = r0.xyzw + c49.xyzw;
                        [branch] if (b2) {
                            r0.xyzw = r0.xyzw + c44.xyzw;
                            [branch] if (!b9) {
                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                [branch] if (b10) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (!b4) {
                                        r0.xyzw = r0.xyzw + c46.xyzw;
                                        [branch] if (!b6) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (b15) {
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (b15) {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (b0) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        if (false) {
                                                            r0.xyzw = r0.xyzw + c47.xyzw;
                                                            if (false) {
                                                                r0.xyzw = r0.xyzw + c44.xyzw;
                                                                if (!true) {
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    [branch] if (!b6) {
                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                        [branch] if (!b2) {
                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                            [branch] if (b12) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                if (!true) {
                                                                                    r0.xyzw = r0.xyzw + c49.xyzw;
                                                                                    if (false) {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        [branch] if (b15) {
                                                                                            r0.xyzw = r0.xyzw + c48.xyzw;
                                                                                            [branch] if (b11) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                [branch] if (b9) {
                                                                                                    r1.xyzw = r0.yzwx;
                                                                                                    [branch] if (b11) {
                                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                    } else {
                                                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                    }
                                                                                                } else {
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw + c43.xyzw;
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            }
                                                                        } else {
                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        }
                                                                    } else {
                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw + c43.xyzw;
                                                                }
                                                            } else {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                            }
                                                        } else {
                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                        }
                                                    } else {
                                                        r1.xyzw = r0.yzwx;
                                                    }
                                                } else {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                }
                                            } else {
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                            }
                                        } else {
                                            r1.xyzw = r0.yzwx;
                                        }
                                    } else {
                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                }
                            } else {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c44.xyzw;
                        }
                    } else {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                    }
                } else {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                }
            } else {
                r1.xyzw = r0.yzwx;
            }
        } else {
            r1.xyzw = r0.yzwx;
        }
    } else {
        r1.xyzw = r0.yzwx;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
