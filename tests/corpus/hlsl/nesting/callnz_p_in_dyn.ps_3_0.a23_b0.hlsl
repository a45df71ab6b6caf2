// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c14 : register(c14);
float4 c16 : register(c16);
float4 c18 : register(c18);
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
void l484();
void l484() {
    r0.xyzw = r0.xyzw + c14.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (r0.w >= r1.x) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        [branch] if (r0.w == r1.y) {
            r1.xyzw = min(r1.xyzw, r0.xyzw);
            [branch] if (r0.w >= r1.z) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [branch] if (r0.w != r1.y) {
                    r0.xy = r0.xy + r1.xy;
                    [branch] if (r0.y < r1.y) {
                        r0.xyzw = r0.xyzw + c18.xyzw;
                        [branch] if (r0.y > r1.y) {
                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                            [branch] if (r0.y <= r1.y) {
                                r0.xy = r0.xy + r1.xy;
                                [branch] if (r0.x <= r1.w) {
                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                    [branch] if (r0.x > r1.z) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (r0.w == r1.y) {
                                            r0.xyzw = r0.xyzw + c14.xyzw;
                                            [branch] if (r0.w < r1.z) {
                                                r0.xyzw = r0.xyzw + c14.xyzw;
                                                [branch] if (r0.z >= r1.y) {
                                                    r0.xyzw = r0.xyzw + c16.xyzw;
                                                    [branch] if (r0.z < r1.w) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (r0.x < r1.x) {
                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                            [branch] if (r0.y >= r1.x) {
                                                                r0.xy = r0.xy + r1.xy;
                                                                [branch] if (r0.y != r1.z) {
                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.z != r1.z) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.y < r1.w) {
                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                            [branch] if (r0.x <= r1.w) {
                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                [branch] if (r0.x == r1.w) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (r0.w != r1.z) {
                                                                                        r0.xyzw = r0.xyzw + c16.xyzw;
                                                                                        [branch] if (r0.w > r1.z) {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.y > r1.x) {
                                                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                                [branch] if (p0.w) l484();
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
