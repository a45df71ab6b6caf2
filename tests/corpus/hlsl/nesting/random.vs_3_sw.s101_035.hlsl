// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c50 : register(c50);
float4 c51 : register(c51);
float4 c52 : register(c52);
float4 c53 : register(c53);
float4 c54 : register(c54);
float4 c56 : register(c56);
float4 c57 : register(c57);
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
    p0.xyzw = r0.xyzw > r1.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        [branch] if (r0.w <= r1.x) {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            r0.xyzw = r0.xyzw + c53.xyzw;
            [branch] if (!p0.x) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.y > r1.z) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.z == r1.w) {
                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                        [branch] if (r0.w <= r1.w) {
                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (r0.z != r1.y) {
                                r0.xyzw = r0.xyzw + c52.xyzw;
                                [branch] if (r0.y != r1.w) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                    r0.xyzw = r0.xyzw + c51.xyzw;
                                    [branch] if (!p0.y) {
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                        [branch] if (p0.z) {
                                            r0.xyzw = r0.xyzw + c53.xyzw;
                                            r0.xyzw = r0.xyzw + c54.xyzw;
                                            [branch] if (p0.x) {
                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                [branch] if (r0.y > r1.y) {
                                                    r0.xyzw = r0.xyzw + c56.xyzw;
                                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                                    [branch] if (r0.x >= r1.x) {
                                                        r0.xyzw = r0.xyzw + c57.xyzw;
                                                        [branch] if (r0.w == r1.x) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (!p0.z) {
                                                                r0.xyzw = r0.xyzw + c51.xyzw;
                                                                [branch] if (r0.w != r1.w) {
                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                    [branch] if (p0.y) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.z > r1.y) {
                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                            p0.xyzw = r0.xyzw > r1.xyzw;
                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                            [branch] if (r0.w == r1.y) {
                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                [branch] if (p0.y) {
                                                                                    r0.xyzw = r0.xyzw + c54.xyzw;
                                                                                    [branch] if (r0.w != r1.y) {
                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                        p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                                        [branch] if (r0.x > r1.z) {
                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                            [branch] if (r0.w >= r1.y) {
                                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                [branch] if (p0.x) {
                                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                    [flatten] if (r0.w < r1.y) break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    }
                                                                                } else {
                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    r0.xyzw = r0.xyzw + c50.xyzw;
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                }
                                                                            } else {
                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    } else {
                                                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                        break;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c52.xyzw;
                            r1.xyzw = r0.xyzw * r1.xyzw;
                        }
                    }
                }
            } else {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
