// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c10 : register(c10);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c15 : register(c15);
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
    [branch] if (r0.x < r1.x) {
        r1.xyzw = r0.yzwx;
        [branch] if (r0.y == r1.x) {
            r0.xy = r0.xy + r1.xy;
            [branch] if (r0.z != r1.x) {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                [branch] if (r0.x >= r1.w) {
                    r0.xyzw = r0.xyzw + c10.xyzw;
                    [branch] if (r0.w >= r1.w) {
                        r1.xyzw = r0.yzwx;
                        [branch] if (r0.w >= r1.w) {
                            r0.xyzw = r0.xyzw + c15.xyzw;
                            [branch] if (r0.y > r1.x) {
                                r0.xyzw = r0.xyzw + c12.xyzw;
                                [branch] if (r0.x == r1.y) {
                                    r1.xyzw = r0.yzwx;
                                    [branch] if (r0.z != r1.z) {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        [branch] if (r0.x < r1.z) {
                                            r0.xy = r0.xy + r1.xy;
                                            [branch] if (r0.x > r1.y) {
                                                r0.xyzw = r0.xyzw + c13.xyzw;
                                                [branch] if (r0.z <= r1.w) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    [branch] if (r0.z == r1.z) {
                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                        [branch] if (r0.w < r1.x) {
                                                            r0.xyzw = r0.xyzw + c15.xyzw;
                                                            [branch] if (r0.y != r1.y) {
                                                                r0.xy = r0.xy + r1.xy;
                                                                [branch] if (r0.x <= r1.z) {
                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.w > r1.y) {
                                                                        r1.xyzw = r0.yzwx;
                                                                        [branch] if (r0.z <= r1.y) {
                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                            [branch] if (r0.w <= r1.x) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                [branch] if (r0.x > r1.w) {
                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.y == r1.x) {
                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                        [branch] if (r0.x > r1.w) {
                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                            [branch] if (r0.y < r1.x) {
                                                                                                r0.xy = r0.xy + r1.xy;
                                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
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
