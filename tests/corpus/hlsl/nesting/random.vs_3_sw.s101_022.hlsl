// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c46 : register(c46);
float4 c47 : register(c47);
float4 c49 : register(c49);
bool b0 : register(b0);
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
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (!p0.z) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [branch] if (r0.z <= r1.z) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.x == r1.z) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (!p0.y) {
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                    [branch] if (!p0.z) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        r0.xyzw = r0.xyzw + c49.xyzw;
                        [branch] if (r0.y < r1.y) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            [branch] if (r0.z <= r1.x) {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                r1.xyzw = r0.xyzw * r1.xyzw;
                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                [branch] if (p0.w) {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                    [branch] if (!p0.w) {
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.y > r1.z) {
                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                            [branch] if (r0.w == r1.y) {
                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                [branch] if (p0.y) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    [branch] if (r0.z != r1.z) {
                                                        r0.xyzw = r0.xyzw + c44.xyzw;
                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                        [branch] if (p0.x) {
                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                            [branch] if (r0.z < r1.x) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                p0.xyzw = r0.xyzw < r1.xyzw;
                                                                [branch] if (r0.w <= r1.y) {
                                                                    r0.xyzw = r0.xyzw + c45.xyzw;
                                                                    [branch] if (p0.y) {
                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                        [branch] if (p0.z) {
                                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                            [branch] if (r0.z != r1.z) {
                                                                                r0.xyzw = r0.xyzw + c47.xyzw;
                                                                                [branch] if (r0.z > r1.x) {
                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                    r0.xyzw = r0.xyzw + c47.xyzw;
                                                                                    [branch] if (!p0.z) {
                                                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                        r0.xyzw = r0.xyzw + c46.xyzw;
                                                                                        [branch] if (r0.x < r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c44.xyzw;
                                                                                            r0.xyzw = r0.xyzw + c49.xyzw;
                                                                                            [branch] if (r0.z == r1.w) {
                                                                                                r0.xyzw = r0.xyzw + c49.xyzw;
                                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                r0.xyzw = r0.xyzw + c44.xyzw;
                                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                            } else {
                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                                p0.xyzw = r0.xyzw > r1.xyzw;
                                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                            }
                                                                                        }
                                                                                    } else {
                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        r0.xyzw = r0.xyzw + c45.xyzw;
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    } else {
                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw + c49.xyzw;
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
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
        } else {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            r1.xyzw = r0.xyzw * r1.xyzw;
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
