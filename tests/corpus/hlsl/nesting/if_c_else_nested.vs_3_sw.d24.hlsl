// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c9 : register(c9);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.z != r1.y) {
        r0.xy = r0.xy + r1.xy;
        [branch] if (r0.x < r1.y) {
            r0.xyzw = r0.xyzw + c2.xyzw;
            [branch] if (r0.y == r1.z) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [branch] if (r0.z == r1.z) {
                    r0.xyzw = r0.xyzw + c6.xyzw;
                    [branch] if (r0.z == r1.z) {
                        r0.xyzw = r0.xyzw + c8.xyzw;
                        [branch] if (r0.x < r1.x) {
                            r0.xyzw = r0.xyzw + c8.xyzw;
                            [branch] if (r0.w <= r1.x) {
                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                [branch] if (r0.z < r1.x) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (r0.y == r1.y) {
                                        r0.xyzw = r0.xyzw + c9.xyzw;
                                        [branch] if (r0.x > r1.z) {
                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            [branch] if (r0.w == r1.z) {
                                                r0.xyzw = r0.xyzw + c3.xyzw;
                                                [branch] if (r0.z <= r1.y) {
                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                    [branch] if (r0.w == r1.x) {
                                                        r0.xyzw = r0.xyzw + c8.xyzw;
                                                        [branch] if (r0.x > r1.w) {
                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                            [branch] if (r0.y > r1.w) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                [branch] if (r0.w >= r1.w) {
                                                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                                                    [branch] if (r0.x != r1.y) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.y >= r1.x) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (r0.x != r1.x) {
                                                                                r0.xyzw = r0.xyzw + c5.xyzw;
                                                                                [branch] if (r0.w >= r1.w) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (r0.y >= r1.x) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (r0.w < r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c3.xyzw;
                                                                                            [branch] if (r0.y > r1.w) {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                [branch] if (r0.z < r1.y) {
                                                                                                    r0.xyzw = r0.xyzw + c4.xyzw;
                                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                } else {
                                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                }
                                                                                            } else {
                                                                                                r0.xy = r0.xy + r1.xy;
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        }
                                                                                    } else {
                                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + c2.xyzw;
                                                                                }
                                                                            } else {
                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                            }
                                                                        } else {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                        }
                                                                    } else {
                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw + c2.xyzw;
                                                                }
                                                            } else {
                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                            }
                                                        } else {
                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                        }
                                                    } else {
                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                    }
                                                } else {
                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                }
                                            } else {
                                                r0.xy = r0.xy + r1.xy;
                                            }
                                        } else {
                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                        }
                                    } else {
                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                    }
                                } else {
                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                }
                            } else {
                                r0.x = dot(r0.xyzw, r1.xyzw);
                            }
                        } else {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                        }
                    } else {
                        r0.xy = r0.xy + r1.xy;
                    }
                } else {
                    r0.xyzw = r0.xyzw + c6.xyzw;
                }
            } else {
                r0.xyzw = r0.xyzw + r1.xyzw;
            }
        } else {
            r0.xyzw = r0.xyzw + c3.xyzw;
        }
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
