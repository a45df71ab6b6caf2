// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c47 : register(c47);
float4 c48 : register(c48);
float4 c49 : register(c49);
float4 c50 : register(c50);
float4 c51 : register(c51);
float4 c52 : register(c52);
float4 c53 : register(c53);
float4 c54 : register(c54);
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
    r1.xyzw = c1.xyzw;
    [branch] if (r0.z < r1.y) {
        r0.xyzw = r0.xyzw + c49.xyzw;
        [branch] if (r0.w != r1.x) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.z <= r1.x) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [branch] if (r0.y >= r1.z) {
                    r0.xyzw = r0.xyzw + c48.xyzw;
                    [branch] if (r0.w > r1.z) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (r0.w > r1.w) {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                            [branch] if (r0.z < r1.y) {
                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                [branch] if (r0.z >= r1.w) {
                                    r1.xyzw = r0.yzwx;
                                    [branch] if (r0.y > r1.x) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.x <= r1.x) {
                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                            [branch] if (r0.y < r1.y) {
                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                [branch] if (r0.z > r1.w) {
                                                    r0.xyzw = r0.xyzw + c53.xyzw;
                                                    [branch] if (r0.y <= r1.x) {
                                                        r0.xyzw = r0.xyzw + c51.xyzw;
                                                        [branch] if (r0.z != r1.y) {
                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                            [branch] if (r0.z < r1.w) {
                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                [branch] if (r0.y <= r1.z) {
                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.x >= r1.z) {
                                                                        r1.xyzw = r0.yzwx;
                                                                        [branch] if (r0.w != r1.y) {
                                                                            r1.xyzw = r0.yzwx;
                                                                            [branch] if (r0.w >= r1.x) {
                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                [branch] if (r0.x >= r1.z) {
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.w >= r1.w) {
                                                                                        r1.xyzw = r0.yzwx;
                                                                                        [branch] if (r0.y > r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c52.xyzw;
                                                                                            [branch] if (r0.w != r1.x) {
                                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                [branch] if (r0.z == r1.z) {
                                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                } else {
                                                                                                    r0.xyzw = r0.xyzw + c54.xyzw;
                                                                                                }
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw + c48.xyzw;
                                                                                            }
                                                                                        } else {
                                                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                        }
                                                                                    } else {
                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                    }
                                                                                } else {
                                                                                    r0.xyzw = r0.xyzw + c53.xyzw;
                                                                                }
                                                                            } else {
                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = r0.xyzw + c50.xyzw;
                                                                        }
                                                                    } else {
                                                                        r1.xyzw = r0.yzwx;
                                                                    }
                                                                } else {
                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                }
                                                            } else {
                                                                r0.xyzw = r0.xyzw + c49.xyzw;
                                                            }
                                                        } else {
                                                            r1.xyzw = r0.yzwx;
                                                        }
                                                    } else {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                    }
                                                } else {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                }
                                            } else {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            }
                                        } else {
                                            r0.xyzw = r0.xyzw + c52.xyzw;
                                        }
                                    } else {
                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + c48.xyzw;
                                }
                            } else {
                                r0.xyzw = r0.xyzw + c49.xyzw;
                            }
                        } else {
                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                        }
                    } else {
                        r0.xyzw = r0.xyzw + c47.xyzw;
                    }
                } else {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                }
            } else {
                r1.xyzw = r1.xyzw + r0.xyzw;
            }
        } else {
            r0.xyzw = r0.xyzw + c54.xyzw;
        }
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
