// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c32 : register(c32);
float4 c33 : register(c33);
float4 c34 : register(c34);
float4 c35 : register(c35);
float4 c36 : register(c36);
float4 c37 : register(c37);
float4 c38 : register(c38);
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
void l1074();
void l1074() {
    r0.xyzw = r0.xyzw + c33.xyzw;
    r0.xyzw = r0.xyzw + c37.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    [branch] if (true) l1074();
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (r0.y > r1.z) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        [branch] if (r0.w != r1.w) {
            r0.xyzw = r0.xyzw + c32.xyzw;
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.z != r1.z) {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                [branch] if (r0.z == r1.z) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    [branch] if (r0.y == r1.y) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        r0.xyzw = r0.xyzw + r1.xyzw;
                        [branch] if (r0.x <= r1.y) {
                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                            [branch] if (r0.y >= r1.z) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (r0.y <= r1.z) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    [branch] if (!p0.w) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (p0.y) {
                                            r0.xyzw = r0.xyzw + c38.xyzw;
                                            p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                            [branch] if (r0.w >= r1.z) {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                [branch] if (r0.x < r1.x) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    r0.xyzw = r0.xyzw + c37.xyzw;
                                                    [branch] if (!p0.z) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (p0.z) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            r0.xyzw = r0.xyzw + c32.xyzw;
                                                            [branch] if (!p0.x) {
                                                                r0.xyzw = r0.xyzw + c33.xyzw;
                                                                [branch] if (p0.w) {
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                                                    [branch] if (r0.x > r1.x) {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        [branch] if (!p0.w) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (r0.z <= r1.x) {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (r0.z >= r1.w) {
                                                                                    r0.xyzw = r0.xyzw + c35.xyzw;
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    [branch] if (!p0.w) {
                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        [branch] if (p0.w) {
                                                                                            r0.xyzw = r0.xyzw + c34.xyzw;
                                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                            [branch] if (!p0.z) {
                                                                                                r0.xyzw = r0.xyzw + c35.xyzw;
                                                                                                r0.xyzw = r0.xyzw + c38.xyzw;
                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + c32.xyzw;
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw + c34.xyzw;
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        }
                                                                                    }
                                                                                }
                                                                            } else {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
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
                                } else {
                                    r0.xyzw = r0.xyzw + c33.xyzw;
                                }
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c36.xyzw;
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        }
                    }
                }
            } else {
                r0.xyzw = r0.xyzw * r1.xyzw;
            }
        } else {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
