// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c22 : register(c22);
float4 c24 : register(c24);
float4 c25 : register(c25);
float4 c26 : register(c26);
float4 c27 : register(c27);
float4 c28 : register(c28);
float4 c29 : register(c29);
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
void l15();
void l15() {
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        [branch] if (r0.w > r1.z) {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            r0.xyzw = r0.xyzw + c22.xyzw;
            [branch] if (!p0.y) {
                r0.xyzw = r0.xyzw + c29.xyzw;
                p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [branch] if (r0.y <= r1.y) {
                    r0.xyzw = r0.xyzw + c22.xyzw;
                    [branch] if (p0.z) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                        [branch] if (r0.x >= r1.x) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (r0.w < r1.w) {
                                r0.xyzw = r0.xyzw + c27.xyzw;
                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                [branch] if (p0.w) {
                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                    [branch] if (r0.z == r1.y) {
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.z <= r1.x) {
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            [branch] if (r0.w >= r1.x) {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.z > r1.x) {
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    [branch] if (p0.x) {
                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (r0.x >= r1.w) {
                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                            break;
                                                            [branch] if (r0.x == r1.w) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (r0.y <= r1.y) {
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    p0.xyzw = r0.xyzw >= r1.xyzw;
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    [branch] if (!p0.z) {
                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                        p0.xyzw = r0.xyzw >= r1.xyzw;
                                                                        [branch] if (p0.w) {
                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                            [branch] if (!p0.z) {
                                                                                r0.xyzw = r0.xyzw + c27.xyzw;
                                                                                r0.xyzw = r0.xyzw + c22.xyzw;
                                                                                [branch] if (p0.x) {
                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                    r0.xyzw = r0.xyzw + c25.xyzw;
                                                                                    [branch] if (r0.y >= r1.z) {
                                                                                        r0.xyzw = r0.xyzw + c26.xyzw;
                                                                                        r0.xyzw = r0.xyzw + c25.xyzw;
                                                                                        [branch] if (p0.z) {
                                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                            [branch] if (r0.x >= r1.y) {
                                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                p0.xyzw = r0.xyzw > r1.xyzw;
                                                                                                [branch] if (r0.z > r1.z) {
                                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    [branch] if (p0.z) {
                                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                        p0.xyzw = r0.xyzw > r1.xyzw;
                                                                                                        r0.xyzw = r0.xyzw + c24.xyzw;
                                                                                                        [flatten] if (r0.w > r1.y) break;
                                                                                                    }
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + c28.xyzw;
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw + c26.xyzw;
                                                                                            p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                                        }
                                                                                    } else {
                                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + c26.xyzw;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                } else {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                }
                                                            }
                                                        }
                                                    } else {
                                                        r0.xyzw = r0.xyzw + c24.xyzw;
                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    }
                                                } else {
                                                    r0.xyzw = r0.xyzw + c29.xyzw;
                                                }
                                            }
                                        } else {
                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                            break;
                                            break;
                                        }
                                    }
                                }
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c29.xyzw;
                        }
                    } else {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                    }
                } else {
                    r0.xyzw = r0.xyzw + c27.xyzw;
                    [flatten] if (r0.y < r1.x) break;
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
    p0.xyzw = r0.xyzw > r1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    l15();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
