// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c37 : register(c37);
float4 c38 : register(c38);
float4 c39 : register(c39);
float4 c40 : register(c40);
float4 c42 : register(c42);
float4 c44 : register(c44);
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
    [loop] for (int k0 = 0; k0 < 1; k0++) {
        [branch] if (r0.y != r1.w) {
            r0.xyzw = r0.xyzw + c37.xyzw;
            [branch] if (r0.w != r1.z) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [branch] if (r0.w < r1.w) {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                    [branch] if (r0.z == r1.z) {
                        r0.xyzw = r0.xyzw + c44.xyzw;
                        [branch] if (r0.y <= r1.y) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (r0.y > r1.w) {
                                r0.xyzw = r0.xyzw + c39.xyzw;
                                [branch] if (r0.z != r1.y) {
                                    r0.xyzw = r0.xyzw + c37.xyzw;
                                    [branch] if (r0.y == r1.z) {
                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                        [branch] if (r0.x == r1.z) {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            [branch] if (r0.y <= r1.y) {
                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                [branch] if (r0.w == r1.z) {
                                                    r0.xyzw = r0.xyzw + c40.xyzw;
                                                    [branch] if (r0.w < r1.x) {
                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (r0.y >= r1.w) {
                                                            r0.xyzw = r0.xyzw + c42.xyzw;
                                                            [branch] if (r0.y == r1.x) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (r0.x == r1.x) {
                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.y <= r1.x) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.z > r1.y) {
                                                                            r0.xyzw = r0.xyzw + c44.xyzw;
                                                                            [branch] if (r0.w == r1.z) {
                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                [branch] if (r0.x != r1.z) {
                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                    [branch] if (r0.y < r1.y) {
                                                                                        r0.xyzw = r0.xyzw + c38.xyzw;
                                                                                        [branch] if (r0.w >= r1.x) {
                                                                                            r0.xyzw = r0.xyzw + c40.xyzw;
                                                                                            [branch] if (r0.z != r1.y) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (r0.w != r1.y) {
                                                                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                                    [flatten] if (r0.x < r1.y) break;
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
