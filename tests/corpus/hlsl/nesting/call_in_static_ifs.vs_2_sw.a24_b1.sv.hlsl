// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c22 : register(c22);
float4 c23 : register(c23);
float4 c25 : register(c25);
float4 c26 : register(c26);
float4 c27 : register(c27);
bool b1 : register(b1);
bool b3 : register(b3);
bool b6 : register(b6);
bool b7 : register(b7);
bool b8 : register(b8);
bool b9 : register(b9);
bool b11 : register(b11);
bool b12 : register(b12);
bool b13 : register(b13);
bool b15 : register(b15);
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
void l7();
void l7() {
    [branch] if (b12) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
        r0.xyzw = r0.xyzw + c23.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [branch] if (b9) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (b1) {
        } else {
            r0.xyzw = r0.xyzw + c27.xyzw;
            [branch] if (b15) {
                r0.xyzw = r0.xyzw + c26.xyzw;
                [branch] if (b6) {
                } else {
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                    if (false) {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        if (true) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            [branch] if (b1) {
                                r1.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (b7) {
                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                    if (true) {
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                        if (true) {
                                            r0.xyzw = r0.xyzw + c25.xyzw;
                                            [branch] if (b11) {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                if (!true) {
                                                    r0.xyzw = r0.xyzw + c26.xyzw;
                                                    [branch] if (b8) {
                                                    } else {
                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                        [branch] if (b7) {
                                                        } else {
                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (b9) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                [branch] if (b8) {
                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                    [branch] if (b6) {
                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                        if (!true) {
                                                                            r1.xyzw = r0.yzwx;
                                                                            [branch] if (b8) {
                                                                            } else {
                                                                                r1.xyzw = r0.yzwx;
                                                                                [branch] if (b6) {
                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                    [branch] if (b12) {
                                                                                        r0.xyzw = r0.xyzw + c22.xyzw;
                                                                                        [branch] if (b3) {
                                                                                            r0.xyzw = r0.xyzw + c25.xyzw;
                                                                                            [branch] if (b6) {
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                [branch] if (b13) {
                                                                                                    r0.xyzw = r0.xyzw + c25.xyzw;
                                                                                                    l7();
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
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
