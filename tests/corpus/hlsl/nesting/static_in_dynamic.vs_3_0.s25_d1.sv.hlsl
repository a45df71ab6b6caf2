// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c8 : register(c8);
float4 c11 : register(c11);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c15 : register(c15);
bool b0 : register(b0);
bool b2 : register(b2);
bool b5 : register(b5);
bool b12 : register(b12);
bool b14 : register(b14);
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
    [branch] if (r0.y == r1.y) {
        r0.xyzw = r0.xyzw + c15.xyzw;
        [branch] if (b5) {
        } else {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            [branch] if (b15) {
            } else {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [branch] if (b14) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    if (false) {
                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                        if (!false) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (b15) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (b5) {
                                } else {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (b2) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (b5) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            [branch] if (b2) {
                                                r0.xyzw = r0.xyzw + c8.xyzw;
                                                if (false) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (b12) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        if (!false) {
                                                            r0.xyzw = r0.xyzw + c13.xyzw;
                                                            [branch] if (b0) {
                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                [branch] if (b0) {
                                                                } else {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    [branch] if (b12) {
                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                        if (true) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (b12) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                if (true) {
                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                    if (false) {
                                                                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                        [branch] if (b15) {
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                            [branch] if (b5) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (b0) {
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                                    if (true) {
                                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                        if (!true) {
                                                                                                            r0.xyzw = r0.xyzw + c14.xyzw;
                                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
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
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
