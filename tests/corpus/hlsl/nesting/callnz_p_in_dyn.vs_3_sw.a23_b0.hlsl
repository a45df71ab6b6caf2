// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c9 : register(c9);
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
static bool4 p0;
void l923();
void l923() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    [branch] if (r0.y != r1.w) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [branch] if (r0.z != r1.z) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            [branch] if (r0.x > r1.y) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.z == r1.y) {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                    [branch] if (r0.y >= r1.z) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        [branch] if (r0.w <= r1.w) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (r0.x == r1.x) {
                                r0.xyzw = r0.xyzw + c8.xyzw;
                                [branch] if (r0.y == r1.x) {
                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                    [branch] if (r0.z < r1.z) {
                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                        [branch] if (r0.w <= r1.w) {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            [branch] if (r0.w != r1.x) {
                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.z >= r1.y) {
                                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                                    [branch] if (r0.z < r1.z) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (r0.x != r1.x) {
                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                            [branch] if (r0.w < r1.x) {
                                                                r0.xyzw = r0.xyzw + c6.xyzw;
                                                                [branch] if (r0.z >= r1.x) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.w > r1.x) {
                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                        [branch] if (r0.y != r1.z) {
                                                                            r0.xyzw = r0.xyzw + c9.xyzw;
                                                                            [branch] if (r0.w != r1.x) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                [branch] if (r0.w < r1.y) {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    [branch] if (r0.z != r1.x) {
                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (r0.x >= r1.x) {
                                                                                            r0.xyzw = r0.xyzw + c4.xyzw;
                                                                                            [branch] if (r0.y < r1.z) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (p0.x) l923();
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
