// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c55 : register(c55);
float4 c56 : register(c56);
float4 c57 : register(c57);
float4 c59 : register(c59);
float4 c60 : register(c60);
float4 c61 : register(c61);
float4 c62 : register(c62);
bool b0 : register(b0);
bool b1 : register(b1);
bool b3 : register(b3);
bool b7 : register(b7);
bool b11 : register(b11);
bool b13 : register(b13);
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
void l5();
void l7();
void l11();
void l14();
void l5() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l7() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l11() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l14() {
    if (true) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        p0.xyzw = r0.xyzw > r1.xyzw;
        [branch] if (b7) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            [branch] if (!b3) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                r0.xyzw = r0.xyzw + c62.xyzw;
                [branch] if (b13) {
                } else {
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    if (false) {
                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                        [branch] if (b1) {
                        } else {
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                            if (!false) {
                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                if (false) {
                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    if (false) {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (b0) {
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            if (false) {
                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                if (false) {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    if (!false) {
                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        [branch] if (b1) {
                                                            r0.xyzw = r0.xyzw + c57.xyzw;
                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                            p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                                            if (false) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                if (true) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    if (!false) {
                                                                        r0.xyzw = r0.xyzw + c56.xyzw;
                                                                        r0.xyzw = r0.xyzw + c55.xyzw;
                                                                        if (true) {
                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                            [branch] if (b7) {
                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                                                                p0.xyzw = r0.xyzw > r1.xyzw;
                                                                                [branch] if (b1) {
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                    if (!false) {
                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        [branch] if (b11) {
                                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                            [branch] if (b13) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                [branch] if (b0) {
                                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                    [branch] if (b13) {
                                                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                    }
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + c56.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + c60.xyzw;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = r0.xyzw + c55.xyzw;
                                                                                    }
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                } else {
                                                    r0.xyzw = r0.xyzw + c59.xyzw;
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                }
                                            }
                                        } else {
                                            r0.xyzw = r0.xyzw + c61.xyzw;
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                    }
                }
            } else {
                r0.xyzw = r0.xyzw * r1.xyzw;
                r0.xyzw = max(r0.xyzw, r1.xyzw);
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        [branch] if (!true) l5();
        [flatten] if (abs(r0.x - r1.w) != 0) break;
        r0.xyzw = r0.xyzw + c57.xyzw;
    }
    if (!true) {
    } else {
        l7();
        [branch] if (p0.z) l11();
    }
    l14();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
