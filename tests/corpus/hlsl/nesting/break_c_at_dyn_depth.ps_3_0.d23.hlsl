// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        [branch] if (r0.z != r1.y) {
            r0.xyzw = r0.xyzw + c23.xyzw;
            [branch] if (r0.y >= r1.y) {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                [branch] if (r0.y != r1.x) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.w <= r1.x) {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (r0.z < r1.x) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (r0.z > r1.y) {
                                r0.xyzw = r0.xyzw + c20.xyzw;
                                [branch] if (r0.y <= r1.w) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (r0.y != r1.z) {
                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                        [branch] if (r0.w == r1.y) {
                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                            [branch] if (r0.w < r1.z) {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.z != r1.z) {
                                                    r0.xyzw = r0.xyzw + c19.xyzw;
                                                    [branch] if (r0.z < r1.w) {
                                                        r0.xyzw = r0.xyzw + c20.xyzw;
                                                        [branch] if (r0.w > r1.z) {
                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                            [branch] if (r0.z >= r1.x) {
                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                [branch] if (r0.x != r1.w) {
                                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                    [branch] if (r0.y > r1.y) {
                                                                        r0.xyzw = r0.xyzw + c21.xyzw;
                                                                        [branch] if (r0.x > r1.y) {
                                                                            r0.xyzw = r0.xyzw + c23.xyzw;
                                                                            [branch] if (r0.w < r1.x) {
                                                                                r0.xyzw = r0.xyzw + c22.xyzw;
                                                                                [branch] if (r0.z > r1.x) {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    [branch] if (r0.y > r1.y) {
                                                                                        r0.xyzw = r0.xyzw + c21.xyzw;
                                                                                        [branch] if (r0.z < r1.z) {
                                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.w < r1.x) {
                                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                [branch] if (r0.x <= r1.z) {
                                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                    [flatten] if (abs(r0.z - r1.z) == 0) break;
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
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
