// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c4 : register(c4);
float4 c6 : register(c6);
float4 c10 : register(c10);
float4 c11 : register(c11);
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
    [loop] for (int k0 = 0; k0 < 1; k0++) {
        [branch] if (r0.x == r1.y) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [branch] if (r0.z < r1.w) {
                r0.xyzw = r0.xyzw + r1.xyzw;
                [branch] if (r0.y > r1.y) {
                    r0.xyzw = r0.xyzw + c10.xyzw;
                    [branch] if (r0.z < r1.w) {
                        r0.xyzw = r0.xyzw + c11.xyzw;
                        [branch] if (r0.w == r1.w) {
                            r0.xyzw = r0.xyzw + c10.xyzw;
                            [branch] if (r0.y <= r1.y) {
                                r0.xy = r0.xy + r1.xy;
                                [branch] if (r0.w < r1.z) {
                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                    [branch] if (r0.z >= r1.y) {
                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.w == r1.y) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            [branch] if (r0.w > r1.y) {
                                                r0.xyzw = r0.xyzw + c10.xyzw;
                                                [branch] if (r0.w != r1.x) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (r0.w >= r1.y) {
                                                        r0.xyzw = r0.xyzw + c6.xyzw;
                                                        [branch] if (r0.y == r1.x) {
                                                            r0.xyzw = r0.xyzw + c4.xyzw;
                                                            [branch] if (r0.x > r1.w) {
                                                                r0.xy = r0.xy + r1.xy;
                                                                [branch] if (r0.z >= r1.y) {
                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.y > r1.x) {
                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.w <= r1.y) {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                            [branch] if (r0.z < r1.z) {
                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (r0.z > r1.y) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (r0.z > r1.z) {
                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (r0.w != r1.z) {
                                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                                            [branch] if (r0.z < r1.x) {
                                                                                                r0.xyzw = r0.xyzw + c10.xyzw;
                                                                                                [branch] if (r0.w == r1.x) {
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    [flatten] if (abs(r0.x - r1.y) == 0) break;
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
