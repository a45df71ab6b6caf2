// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c53 : register(c53);
float4 c54 : register(c54);
float4 c56 : register(c56);
float4 c57 : register(c57);
float4 c58 : register(c58);
float4 c59 : register(c59);
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
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [branch] if (r0.y >= r1.y) {
        r1.xyzw = r0.yzwx;
        r1.xyzw = r0.yzwx;
        [branch] if (p0.z) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            p0.xyzw = r0.xyzw > r1.xyzw;
            [branch] if (r0.y == r1.z) {
                r1.xyzw = r0.yzwx;
                r0.xyzw = r0.xyzw + c54.xyzw;
                [branch] if (r0.w == r1.w) {
                    r0.x = dot(r0.xyzw, r1.xyzw);
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    [branch] if (r0.y < r1.y) {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        [branch] if (!p0.y) {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            [branch] if (!p0.z) {
                                r0.xyzw = r0.xyzw + r1.xyzw;
                                r1.xyzw = r1.xyzw + r0.xyzw;
                                [branch] if (p0.y) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                    [branch] if (p0.x) {
                                        r0.xyzw = r0.xyzw + c59.xyzw;
                                        [branch] if (p0.x) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            [branch] if (!p0.z) {
                                                r1.xyzw = r0.yzwx;
                                                [branch] if (r0.y == r1.x) {
                                                    r0.xyzw = r0.xyzw + c58.xyzw;
                                                    [branch] if (r0.y > r1.y) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (r0.y != r1.x) {
                                                            r1.xyzw = r0.yzwx;
                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                            [branch] if (!p0.z) {
                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                [branch] if (r0.y != r1.x) {
                                                                    r0.xyzw = r0.xyzw + c56.xyzw;
                                                                    [branch] if (r0.y != r1.x) {
                                                                        r0.xyzw = r0.xyzw + c57.xyzw;
                                                                        [branch] if (p0.y) {
                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (r0.w >= r1.w) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                r0.xyzw = r0.xyzw + c58.xyzw;
                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                [branch] if (r0.w != r1.w) {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                                    [branch] if (p0.y) {
                                                                                        r0.xyzw = r0.xyzw + c53.xyzw;
                                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                        [branch] if (p0.z) {
                                                                                            r0.xyzw = r0.xyzw + c53.xyzw;
                                                                                            p0.xyzw = r0.xyzw >= r1.xyzw;
                                                                                            [branch] if (r0.y < r1.z) {
                                                                                                r0.xyzw = r0.xyzw + c54.xyzw;
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                r1.xyzw = r0.yzwx;
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw + c57.xyzw;
                                                                                            r0.xyzw = r0.xyzw + c58.xyzw;
                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    } else {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            } else {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                r0.xyzw = r0.xyzw + c54.xyzw;
                                                p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
                                            }
                                        } else {
                                            r1.xyzw = r0.yzwx;
                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                        }
                                    }
                                }
                            }
                        } else {
                            r0.xyzw = r0.xyzw + c58.xyzw;
                            r0.xyzw = r0.xyzw + c58.xyzw;
                        }
                    }
                }
            }
        }
    }
    r1.xyzw = r1.xyzw + r0.xyzw;
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
