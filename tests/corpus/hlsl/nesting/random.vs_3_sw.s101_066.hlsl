// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c40 : register(c40);
float4 c42 : register(c42);
float4 c43 : register(c43);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c46 : register(c46);
bool b8 : register(b8);
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
void l1406();
void l1406() {
    [branch] if (!p0.x) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.z != r1.y) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            [branch] if (r0.z < r1.y) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (p0.w) {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    [branch] if (r0.y < r1.w) {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        [branch] if (r0.x > r1.w) {
                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                            [branch] if (!p0.z) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (r0.w >= r1.z) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    [branch] if (p0.z) {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        p0.xyzw = r0.xyzw > r1.xyzw;
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                        [branch] if (!p0.x) {
                                            r0.xyzw = r0.xyzw + c42.xyzw;
                                            [branch] if (p0.z) {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.y >= r1.x) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    p0.xyzw = r0.xyzw >= r1.xyzw;
                                                    [branch] if (!p0.w) {
                                                        r0.xyzw = r0.xyzw + c43.xyzw;
                                                        [branch] if (r0.y > r1.z) {
                                                            r0.xyzw = r0.xyzw + c45.xyzw;
                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                            [branch] if (p0.z) {
                                                                r0.xyzw = r0.xyzw + c46.xyzw;
                                                                r0.xyzw = r0.xyzw + c42.xyzw;
                                                                [branch] if (!p0.x) {
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    [branch] if (!p0.y) {
                                                                        r0.xyzw = r0.xyzw + c40.xyzw;
                                                                        [branch] if (r0.x >= r1.y) {
                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                            p0.xyzw = r0.xyzw <= r1.xyzw;
                                                                            [branch] if (!p0.x) {
                                                                                r1.xyzw = r0.yzwx;
                                                                                [branch] if (r0.x >= r1.w) {
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.z >= r1.w) {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        [branch] if (r0.y > r1.w) {
                                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                            [branch] if (r0.z > r1.x) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                [branch] if (!p0.z) {
                                                                                                    r0.xyzw = r0.xyzw + c44.xyzw;
                                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                } else {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            } else {
                                                                r0.xyzw = r0.xyzw + c43.xyzw;
                                                            }
                                                        } else {
                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        }
                                                    }
                                                }
                                            } else {
                                                r0.xyzw = r0.xyzw + c42.xyzw;
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            }
                                        } else {
                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        }
                                    } else {
                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                        p0.xyzw = r0.xyzw <= r1.xyzw;
                                        r0.xyzw = r0.xyzw + c45.xyzw;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [branch] if (b8) l1406();
    [branch] if (!p0.x) {
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
