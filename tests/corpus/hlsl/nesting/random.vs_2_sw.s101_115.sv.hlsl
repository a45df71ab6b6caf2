// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
bool b2 : register(b2);
bool b3 : register(b3);
bool b4 : register(b4);
bool b6 : register(b6);
bool b7 : register(b7);
bool b10 : register(b10);
bool b11 : register(b11);
bool b12 : register(b12);
bool b13 : register(b13);
bool b14 : register(b14);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (b4) {
        r0.xy = r0.xy + r1.xy;
        [branch] if (b2) {
            r0.xyzw = r0.xyzw + c2.xyzw;
            [branch] if (b3) {
                r0.xyzw = r0.xyzw + c6.xyzw;
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (b14) {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    [branch] if (b10) {
                    } else {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        r0.xyzw = r0.xyzw + c9.xyzw;
                        r0.xyzw = r0.xyzw + c3.xyzw;
                        if (false) {
                            r0.xyzw = r0.xyzw + r1.xyzw;
                            r0.xyzw = r0.xyzw + c8.xyzw;
                            [branch] if (!b6) {
                                r1.xyzw = r0.yzwx;
                                [branch] if (b4) {
                                } else {
                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (b13) {
                                    } else {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (b11) {
                                        } else {
                                            r0.xy = r0.xy + r1.xy;
                                            [branch] if (b11) {
                                            } else {
                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                [branch] if (b13) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (!b4) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        r0.xyzw = r0.xyzw + c6.xyzw;
                                                        [branch] if (b6) {
                                                        } else {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            [branch] if (b4) {
                                                                r0.xyzw = r0.xyzw + c8.xyzw;
                                                                [branch] if (b14) {
                                                                } else {
                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                    r1.xyzw = r0.yzwx;
                                                                    if (true) {
                                                                        r0.xyzw = r0.xyzw + c5.xyzw;
                                                                        if (false) {
                                                                            r1.xyzw = r0.yzwx;
                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (!b4) {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (b12) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (b7) {
                                                                                    } else {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        [branch] if (b14) {
                                                                                            r0.xyzw = r0.xyzw + c3.xyzw;
                                                                                            [branch] if (b2) {
                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                                if (!false) {
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                    if (false) {
                                                                                                        r0.xyzw = r0.xyzw + c9.xyzw;
                                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                        r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                                        r0.xyzw = r0.xyzw + c4.xyzw;
                                                                                                    }
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                p0.xyzw = r0.xyzw < r1.xyzw;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                }
                                                                            } else {
                                                                                r1.xyzw = r0.yzwx;
                                                                                r0.xyzw = r0.xyzw + c8.xyzw;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    } else {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                    }
                                                } else {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                }
                                            }
                                        }
                                    }
                                }
                            } else {
                                r1.xyzw = r0.yzwx;
                                r0.xy = r0.xy + r1.xy;
                                r0.xyzw = r0.xyzw + r1.xyzw;
                            }
                        }
                    }
                }
            }
        }
    } else {
        r0.xyzw = r0.xyzw + c4.xyzw;
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
