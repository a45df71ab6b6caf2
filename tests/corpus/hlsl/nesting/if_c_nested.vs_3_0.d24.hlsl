// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c14 : register(c14);
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
    [branch] if (r0.z > r1.z) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.x >= r1.w) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.x > r1.z) {
                r0.xyzw = r0.xyzw + r1.xyzw;
                [branch] if (r0.w != r1.z) {
                    r0.x = dot(r0.xyzw, r1.xyzw);
                    [branch] if (r0.z <= r1.w) {
                        r0.x = dot(r0.xyzw, r1.xyzw);
                        [branch] if (r0.y < r1.w) {
                            r0.xyzw = r0.xyzw + r1.xyzw;
                            [branch] if (r0.w < r1.z) {
                                r0.xyzw = r0.xyzw + c12.xyzw;
                                [branch] if (r0.x <= r1.y) {
                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                    [branch] if (r0.w != r1.y) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (r0.x <= r1.z) {
                                            r0.xyzw = r0.xyzw + c13.xyzw;
                                            [branch] if (r0.z >= r1.y) {
                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                [branch] if (r0.x <= r1.x) {
                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                    [branch] if (r0.x >= r1.x) {
                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                        [branch] if (r0.x != r1.y) {
                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                            [branch] if (r0.w != r1.y) {
                                                                r0.xyzw = r0.xyzw + c8.xyzw;
                                                                [branch] if (r0.y != r1.w) {
                                                                    r0.xyzw = r0.xyzw + c13.xyzw;
                                                                    [branch] if (r0.w != r1.y) {
                                                                        r0.xyzw = r0.xyzw + c8.xyzw;
                                                                        [branch] if (r0.x == r1.w) {
                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                            [branch] if (r0.x <= r1.x) {
                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                [branch] if (r0.z >= r1.z) {
                                                                                    r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                    [branch] if (r0.z != r1.x) {
                                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                        [branch] if (r0.x >= r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c14.xyzw;
                                                                                            [branch] if (r0.x < r1.z) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (r0.w > r1.w) {
                                                                                                    r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
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
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
