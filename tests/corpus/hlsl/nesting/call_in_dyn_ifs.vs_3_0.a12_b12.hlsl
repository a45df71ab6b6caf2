// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c49 : register(c49);
float4 c50 : register(c50);
float4 c53 : register(c53);
float4 c54 : register(c54);
float4 c55 : register(c55);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
void l1324();
void l1324() {
    [branch] if (r0.y <= r1.y) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.w != r1.x) {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            [branch] if (r0.w > r1.y) {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                [branch] if (r0.w < r1.w) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.x > r1.z) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        [branch] if (r0.z != r1.z) {
                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                            [branch] if (r0.y <= r1.x) {
                                r1.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (r0.w != r1.y) {
                                    r0.xyzw = r0.xyzw + c49.xyzw;
                                    [branch] if (r0.z == r1.y) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (r0.z == r1.x) {
                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                            [branch] if (r0.y <= r1.w) {
                                                r0.xyzw = r0.xyzw + c54.xyzw;
                                                [branch] if (r0.x <= r1.x) {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                    r1.xyzw = r0.xyzw * r1.xyzw;
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
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [branch] if (r0.w >= r1.y) {
        r0.xyzw = r0.xyzw + c50.xyzw;
        [branch] if (r0.y <= r1.x) {
            r0.xyzw = r0.xyzw + c55.xyzw;
            [branch] if (r0.x < r1.x) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.w != r1.z) {
                    r0.xyzw = r0.xyzw + c54.xyzw;
                    [branch] if (r0.w > r1.z) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        [branch] if (r0.x < r1.z) {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            [branch] if (r0.y != r1.y) {
                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                [branch] if (r0.y > r1.w) {
                                    r0.xyzw = r0.xyzw + c49.xyzw;
                                    [branch] if (r0.x != r1.w) {
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                        [branch] if (r0.x != r1.w) {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            [branch] if (r0.y >= r1.z) {
                                                r0.xy = r0.xy + r1.xy;
                                                [branch] if (r0.y > r1.y) {
                                                    r0.xyzw = r0.xyzw + c53.xyzw;
                                                    l1324();
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
