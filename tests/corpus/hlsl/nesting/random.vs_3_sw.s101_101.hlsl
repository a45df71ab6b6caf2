// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c26 : register(c26);
float4 c27 : register(c27);
float4 c28 : register(c28);
float4 c29 : register(c29);
float4 c31 : register(c31);
float4 c32 : register(c32);
float4 c33 : register(c33);
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
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (!p0.x) {
        r0.x = dot(r0.xyzw, r1.xyzw);
        p0.xyzw = r0.xyzw <= r1.xyzw;
        r0.xyzw = r0.xyzw + (-r1.xyzw);
        [branch] if (r0.y != r1.y) {
            r0.xyzw = r0.xyzw + c26.xyzw;
            [branch] if (p0.w) {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                [branch] if (r0.y >= r1.y) {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    [branch] if (r0.x > r1.x) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                        r0.xyzw = r0.xyzw + c31.xyzw;
                        [branch] if (r0.y < r1.y) {
                            r0.xyzw = r0.xyzw + c28.xyzw;
                            [branch] if (!p0.w) {
                                r0.x = dot(r0.xyzw, r1.xyzw);
                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                [branch] if (r0.w == r1.w) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (!p0.z) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (r0.z >= r1.y) {
                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            p0.xyzw = r0.xyzw > r1.xyzw;
                                            r0.xyzw = r0.xyzw + c26.xyzw;
                                            [branch] if (r0.w < r1.x) {
                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                [branch] if (r0.z == r1.w) {
                                                    r0.xyzw = r0.xyzw + c32.xyzw;
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (!p0.y) {
                                                        r0.xyzw = r0.xyzw + c27.xyzw;
                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                        [branch] if (p0.z) {
                                                            r0.xyzw = r0.xyzw + c27.xyzw;
                                                            [branch] if (p0.x) {
                                                                r0.xyzw = r0.xyzw + c29.xyzw;
                                                                [branch] if (r0.y <= r1.z) {
                                                                    r0.xyzw = r0.xyzw + c27.xyzw;
                                                                    [branch] if (r0.x != r1.x) {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        [branch] if (r0.z != r1.x) {
                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (r0.z < r1.x) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                [branch] if (r0.z < r1.z) {
                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                    [branch] if (!p0.z) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (p0.z) {
                                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                            r0.xyzw = r0.xyzw + c27.xyzw;
                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                            [branch] if (r0.w < r1.x) {
                                                                                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                r0.xyzw = r0.xyzw + c28.xyzw;
                                                                                                [branch] if (r0.z >= r1.y) {
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + c31.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                        }
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
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
                        r0.xyzw = r0.xyzw + c28.xyzw;
                        p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                    }
                }
            }
        }
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
        r0.xyzw = r0.xyzw + c33.xyzw;
    }
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
