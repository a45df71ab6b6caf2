// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c3 : register(c3);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
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
void l1319();
void l1319() {
    [loop] for (int k0 = 0; k0 < 1; k0++) {
        [branch] if (!p0.y) {
            r0.xyzw = r0.xyzw + c6.xyzw;
            [branch] if (!p0.z) {
                r1.xyzw = r0.yzwx;
                [branch] if (!p0.z) {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                    r0.xyzw = r0.xyzw + c6.xyzw;
                    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                    [branch] if (!p0.x) {
                        r1.xyzw = r0.yzwx;
                        r0.xyzw = r0.xyzw + r1.xyzw;
                        [branch] if (r0.x > r1.y) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (!p0.x) {
                                r1.xyzw = r1.xyzw + r0.xyzw;
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (p0.x) {
                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                    break;
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (r0.y > r1.z) {
                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                        [branch] if (r0.x != r1.z) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (p0.w) {
                                                r1.xyzw = r0.yzwx;
                                                [branch] if (!p0.x) {
                                                    r0.xyzw = r0.xyzw + c3.xyzw;
                                                    [branch] if (r0.x <= r1.y) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        r0.xyzw = r0.xyzw + c8.xyzw;
                                                        break;
                                                        [branch] if (r0.z == r1.w) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            [branch] if (r0.y >= r1.x) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (!p0.w) {
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    [branch] if (r0.z <= r1.x) {
                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                        [branch] if (r0.w >= r1.x) {
                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                            [branch] if (r0.z == r1.w) {
                                                                                r1.xyzw = r0.yzwx;
                                                                                [branch] if (p0.x) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    [branch] if (r0.z > r1.y) {
                                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                        p0.xyzw = r0.xyzw > r1.xyzw;
                                                                                        [branch] if (p0.w) {
                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                            [branch] if (!p0.y) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                [branch] if (r0.x == r1.y) {
                                                                                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                    [flatten] if (abs(r0.x - r1.z) != 0) break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                } else {
                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                }
                                                                            }
                                                                        } else {
                                                                            r1.xyzw = r0.yzwx;
                                                                            r0.xyzw = r0.xyzw + c7.xyzw;
                                                                            r0.xyzw = r0.xyzw + c6.xyzw;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        } else {
                                                            r0.xyzw = r0.xyzw + c3.xyzw;
                                                            [flatten] if (!p0.x) break;
                                                        }
                                                    }
                                                }
                                            }
                                        } else {
                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                        }
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                    r1.xyzw = r0.yzwx;
                                }
                            }
                        }
                    }
                }
            } else {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            }
        } else {
            r0.xyzw = r0.xyzw + c3.xyzw;
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    l1319();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
