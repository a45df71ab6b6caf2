// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c49 : register(c49);
float4 c50 : register(c50);
float4 c51 : register(c51);
float4 c52 : register(c52);
float4 c53 : register(c53);
float4 c54 : register(c54);
float4 c55 : register(c55);
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
    p0.xyzw = r0.xyzw <= r1.xyzw;
    [branch] if (r0.y > r1.y) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [branch] if (p0.x) {
            r0.xy = r0.xy + r1.xy;
            r0.xyzw = r0.xyzw + c53.xyzw;
            [branch] if (!p0.y) {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                r1.xyzw = r0.xyzw * r1.xyzw;
                r0.xyzw = r0.xyzw + c54.xyzw;
                [branch] if (r0.w >= r1.y) {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.w < r1.y) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        [branch] if (!p0.w) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            p0.xyzw = r0.xyzw >= r1.xyzw;
                            [branch] if (r0.y != r1.y) {
                                r0.xyzw = r0.xyzw + (-r1.xyzw);
                                [branch] if (p0.y) {
                                    r0.xyzw = r0.xyzw + c50.xyzw;
                                    [branch] if (!p0.z) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (p0.y) {
                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                            [branch] if (!p0.z) {
                                                r0.xyzw = r0.xyzw + c53.xyzw;
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (p0.x) {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (!p0.x) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (!p0.y) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (r0.w <= r1.z) {
                                                                r0.xyzw = r0.xyzw + c55.xyzw;
                                                                [branch] if (r0.x <= r1.y) {
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                    [branch] if (!p0.y) {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        r0.xyzw = r0.xyzw + c53.xyzw;
                                                                        [branch] if (r0.z < r1.y) {
                                                                            r0.xyzw = r0.xyzw + c49.xyzw;
                                                                            [branch] if (!p0.w) {
                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (p0.x) {
                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                    [branch] if (r0.x != r1.z) {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        r0.xyzw = r0.xyzw + c50.xyzw;
                                                                                        [branch] if (r0.z < r1.y) {
                                                                                            r0.xy = r0.xy + r1.xy;
                                                                                            r0.xyzw = r0.xyzw + c52.xyzw;
                                                                                            [branch] if (r0.y == r1.x) {
                                                                                                r0.xyzw = r0.xyzw + c55.xyzw;
                                                                                                r0.xyzw = r0.xyzw + c49.xyzw;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                } else {
                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
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
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                } else {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                }
            } else {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                r0.xyzw = r0.xyzw + c51.xyzw;
            }
        }
    } else {
        r0.xy = r0.xy + r1.xy;
        r0.xy = r0.xy + r1.xy;
        r0.xyzw = r0.xyzw + c50.xyzw;
    }
    r0.xyzw = r0.xyzw + c51.xyzw;
    r0.xyzw = r0.xyzw + c52.xyzw;
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
