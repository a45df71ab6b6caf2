// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c34 : register(c34);
float4 c35 : register(c35);
float4 c36 : register(c36);
float4 c37 : register(c37);
float4 c38 : register(c38);
float4 c39 : register(c39);
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
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        [branch] if (r0.w >= r1.w) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [branch] if (r0.y <= r1.w) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.x > r1.w) {
                    r1.xyzw = r0.yzwx;
                    [branch] if (r0.w >= r1.y) {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (r0.z == r1.z) {
                            r1.xyzw = r0.yzwx;
                            [branch] if (r0.y < r1.z) {
                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                [branch] if (r0.x <= r1.x) {
                                    r0.xy = r0.xy + r1.xy;
                                    [branch] if (r0.z == r1.w) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (r0.x != r1.z) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (r0.y < r1.z) {
                                                r0.xyzw = r0.xyzw + c38.xyzw;
                                                [branch] if (r0.z != r1.w) {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                    [branch] if (r0.w != r1.z) {
                                                        r0.xyzw = r0.xyzw + c34.xyzw;
                                                        [branch] if (r0.w >= r1.x) {
                                                            r0.xyzw = r0.xyzw + c39.xyzw;
                                                            [branch] if (r0.y == r1.y) {
                                                                r0.xyzw = r0.xyzw + c37.xyzw;
                                                                [branch] if (r0.x >= r1.z) {
                                                                    r0.xyzw = r0.xyzw + c38.xyzw;
                                                                    [branch] if (r0.y > r1.w) {
                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                        [branch] if (r0.y > r1.y) {
                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (r0.w != r1.y) {
                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (r0.z != r1.y) {
                                                                                    r0.xyzw = r0.xyzw + c35.xyzw;
                                                                                    [branch] if (r0.w >= r1.z) {
                                                                                        r0.xyzw = r0.xyzw + c36.xyzw;
                                                                                        [branch] if (r0.x <= r1.y) {
                                                                                            r0.xyzw = r0.xyzw + c35.xyzw;
                                                                                            [branch] if (r0.w > r1.x) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                [branch] if (r0.z > r1.x) {
                                                                                                    r0.xyzw = r0.xyzw + c39.xyzw;
                                                                                                    [flatten] if (r0.w >= r1.w) break;
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
