// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c10 : register(c10);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
static bool4 p0;
void l1742();
void l1742() {
    [branch] if (r0.x <= r1.z) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [branch] if (r0.y > r1.w) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (r0.z != r1.x) {
                r1.xyzw = min(r1.xyzw, r0.xyzw);
                [branch] if (r0.y > r1.w) {
                    r0.xyzw = r0.xyzw + c4.xyzw;
                    [branch] if (r0.w < r1.w) {
                        r0.xyzw = r0.xyzw + c10.xyzw;
                        [branch] if (r0.w == r1.x) {
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                            [branch] if (r0.y >= r1.z) {
                                r0.xyzw = r0.xyzw + c6.xyzw;
                                [branch] if (r0.x == r1.x) {
                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                    [branch] if (r0.w == r1.y) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (r0.y == r1.y) {
                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                            [branch] if (r0.w < r1.w) {
                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                [branch] if (r0.w == r1.w) {
                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                    [branch] if (r0.x == r1.w) {
                                                        r0.xyzw = r0.xyzw + c6.xyzw;
                                                        [branch] if (r0.y <= r1.w) {
                                                            r0.xyzw = r0.xyzw + c6.xyzw;
                                                            [branch] if (r0.y >= r1.x) {
                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                [branch] if (r0.w > r1.w) {
                                                                    r0.xyzw = r0.xyzw + c7.xyzw;
                                                                    [branch] if (r0.z == r1.w) {
                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                        [branch] if (r0.x <= r1.y) {
                                                                            r0.xyzw = r0.xyzw + c4.xyzw;
                                                                            [branch] if (r0.x >= r1.y) {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                [branch] if (r0.y > r1.y) {
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                    [branch] if (r0.x < r1.y) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (r0.z != r1.x) {
                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                            [branch] if (r0.x < r1.w) {
                                                                                                r0.xyzw = r0.xyzw + c6.xyzw;
                                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
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
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (p0.x) l1742();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
