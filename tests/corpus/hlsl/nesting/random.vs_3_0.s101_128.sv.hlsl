// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c39 : register(c39);
float4 c40 : register(c40);
float4 c41 : register(c41);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c46 : register(c46);
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
void l1248();
void l1248() {
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        [branch] if (r0.z <= r1.w) {
            r1.xyzw = r0.yzwx;
            [branch] if (p0.w) {
                r0.xyzw = r0.xyzw + c39.xyzw;
                r0.xyzw = r0.xyzw + c46.xyzw;
                [branch] if (!p0.x) {
                    r1.xyzw = r0.yzwx;
                    r0.xyzw = r0.xyzw + c44.xyzw;
                    [branch] if (r0.w <= r1.y) {
                        r0.xyzw = r0.xyzw + r1.xyzw;
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (p0.y) {
                            r1.xyzw = r0.yzwx;
                            [branch] if (!p0.y) {
                                r0.xyzw = r0.xyzw + c39.xyzw;
                                r1.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (!p0.w) {
                                    r1.xyzw = r0.yzwx;
                                    [branch] if (p0.x) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (!p0.y) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (r0.y >= r1.x) {
                                                r1.xyzw = r0.yzwx;
                                                break;
                                                [branch] if (!p0.y) {
                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                    [branch] if (!p0.x) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        break;
                                                        [flatten] if (r0.w <= r1.y) break;
                                                        [branch] if (p0.x) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (p0.y) {
                                                                r1.xyzw = r0.yzwx;
                                                                r0.xyzw = r0.xyzw + c44.xyzw;
                                                                [branch] if (p0.y) {
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    [branch] if (r0.x >= r1.x) {
                                                                        r0.xyzw = r0.xyzw + c44.xyzw;
                                                                        [branch] if (r0.z != r1.y) {
                                                                            r0.xyzw = r0.xyzw + c41.xyzw;
                                                                            r0.xyzw = r0.xyzw + c45.xyzw;
                                                                            [branch] if (r0.z == r1.y) {
                                                                                r0.xyzw = r0.xyzw + c46.xyzw;
                                                                                [flatten] if (abs(r0.x - r1.w) == 0) break;
                                                                                [branch] if (!p0.x) {
                                                                                    r0.xyzw = r0.xyzw + c39.xyzw;
                                                                                    [branch] if (!p0.z) {
                                                                                        r1.xyzw = r0.yzwx;
                                                                                        [branch] if (r0.y < r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c45.xyzw;
                                                                                            r1.xyzw = r0.yzwx;
                                                                                            [branch] if (!p0.y) {
                                                                                                r0.xyzw = r0.xyzw + c39.xyzw;
                                                                                                [branch] if (r0.w < r1.w) {
                                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                    [branch] if (!p0.z) {
                                                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                        r0.xyzw = r0.xyzw + c46.xyzw;
                                                                                                        r0.xyzw = r0.xyzw + c44.xyzw;
                                                                                                        [flatten] if (r0.x >= r1.z) break;
                                                                                                    }
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + c45.xyzw;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + c40.xyzw;
                                                                                                p0.xyzw = r0.xyzw < r1.xyzw;
                                                                                            }
                                                                                        }
                                                                                    } else {
                                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                        [flatten] if (r0.y >= r1.y) break;
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    } else {
                                                        r1.xyzw = r0.yzwx;
                                                        r1.xyzw = r0.yzwx;
                                                    }
                                                }
                                            } else {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [flatten] if (!p0.x) break;
                                            }
                                        }
                                    }
                                } else {
                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                }
                            } else {
                                r0.xyzw = r0.xyzw + c46.xyzw;
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                r1.xyzw = r0.xyzw * r1.xyzw;
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c46.xyzw;
                            r0.xyzw = r0.xyzw + c46.xyzw;
                        }
                    }
                }
            } else {
                r1.xyzw = r0.xyzw * r1.xyzw;
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    l1248();
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    r1.xyzw = r0.xyzw * r1.xyzw;
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
