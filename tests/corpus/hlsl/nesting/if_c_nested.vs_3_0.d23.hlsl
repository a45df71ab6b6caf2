// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c53 : register(c53);
float4 c54 : register(c54);
float4 c56 : register(c56);
float4 c57 : register(c57);
float4 c58 : register(c58);
float4 c60 : register(c60);
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
    [branch] if (r0.y >= r1.w) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [branch] if (r0.w > r1.z) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [branch] if (r0.x != r1.y) {
                r0.xy = r0.xy + r1.xy;
                [branch] if (r0.y <= r1.y) {
                    r0.xyzw = r0.xyzw + c58.xyzw;
                    [branch] if (r0.x < r1.y) {
                        r0.xyzw = r0.xyzw + c60.xyzw;
                        [branch] if (r0.y > r1.x) {
                            r0.xyzw = r0.xyzw + c57.xyzw;
                            [branch] if (r0.z == r1.w) {
                                r0.xyzw = r0.xyzw + c53.xyzw;
                                [branch] if (r0.y == r1.x) {
                                    r0.xyzw = r0.xyzw + c56.xyzw;
                                    [branch] if (r0.w < r1.x) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (r0.x != r1.w) {
                                            r0.xyzw = r0.xyzw + c56.xyzw;
                                            [branch] if (r0.x == r1.w) {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.z != r1.w) {
                                                    r0.xy = r0.xy + r1.xy;
                                                    [branch] if (r0.x == r1.x) {
                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                        [branch] if (r0.w >= r1.w) {
                                                            r0.xy = r0.xy + r1.xy;
                                                            [branch] if (r0.y == r1.w) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (r0.y == r1.z) {
                                                                    r0.xyzw = r0.xyzw + c56.xyzw;
                                                                    [branch] if (r0.x >= r1.y) {
                                                                        r0.xyzw = r0.xyzw + c54.xyzw;
                                                                        [branch] if (r0.w > r1.x) {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                            [branch] if (r0.w > r1.w) {
                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                [branch] if (r0.x >= r1.z) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (r0.w < r1.y) {
                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                        [branch] if (r0.x < r1.y) {
                                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                            [branch] if (r0.y != r1.x) {
                                                                                                r0.xyzw = r0.xyzw + c60.xyzw;
                                                                                                r0.xyzw = r0.xyzw + c57.xyzw;
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
