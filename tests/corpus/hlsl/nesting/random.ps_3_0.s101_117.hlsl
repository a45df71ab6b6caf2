// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
bool b7 : register(b7);
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
void l1210();
void l1210() {
    [branch] if (p0.x) {
        r0.xyzw = r0.xyzw + c11.xyzw;
        [branch] if (r0.w <= r1.z) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (p0.y) {
                r0.xyzw = r0.xyzw + c10.xyzw;
                [branch] if (p0.w) {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    [branch] if (!p0.w) {
                        r0.xyzw = r0.xyzw + c11.xyzw;
                        [branch] if (p0.y) {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                            [branch] if (!p0.x) {
                                r1.xyzw = r0.xyzw * r1.xyzw;
                                r0.x = dot(r0.xyzw, r1.xyzw);
                                [branch] if (r0.x <= r1.z) {
                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                    [branch] if (p0.y) {
                                        r0.xyzw = r0.xyzw + c11.xyzw;
                                        [branch] if (r0.w >= r1.w) {
                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                            r0.xy = r0.xy + r1.xy;
                                            [branch] if (p0.x) {
                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                [branch] if (p0.y) {
                                                    r0.xyzw = r0.xyzw + c10.xyzw;
                                                    [branch] if (r0.w != r1.w) {
                                                        r0.xyzw = r0.xyzw + c6.xyzw;
                                                        [branch] if (r0.x != r1.w) {
                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                            [branch] if (r0.z <= r1.w) {
                                                                r0.xyzw = r0.xyzw + c7.xyzw;
                                                                r0.xyzw = r0.xyzw + c6.xyzw;
                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                [branch] if (p0.w) {
                                                                    r0.xy = r0.xy + r1.xy;
                                                                    r0.xy = r0.xy + r1.xy;
                                                                    [branch] if (!p0.x) {
                                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                                        p0.xyzw = r0.xyzw > r1.xyzw;
                                                                        [branch] if (r0.z != r1.x) {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (r0.z != r1.w) {
                                                                                r0.xy = r0.xy + r1.xy;
                                                                                p0.xyzw = r0.xyzw > r1.xyzw;
                                                                                [branch] if (r0.z != r1.x) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    [branch] if (!p0.y) {
                                                                                        r0.xyzw = r0.xyzw + c9.xyzw;
                                                                                        p0.xyzw = r0.xyzw > r1.xyzw;
                                                                                        [branch] if (r0.x >= r1.w) {
                                                                                            r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                            r0.xyzw = r0.xyzw + c7.xyzw;
                                                                                            [branch] if (p0.x) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (r0.z <= r1.w) {
                                                                                                    r0.xyzw = r0.xyzw + c12.xyzw;
                                                                                                    r0.xyzw = r0.xyzw + c12.xyzw;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            } else {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        r0.xy = r0.xy + r1.xy;
                                        p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                    }
                                } else {
                                    r0.xyzw = r0.xyzw + c10.xyzw;
                                }
                            } else {
                                r1.xyzw = r0.xyzw * r1.xyzw;
                                r0.x = dot(r0.xyzw, r1.xyzw);
                            }
                        }
                    } else {
                        r0.xyzw = r0.xyzw + c9.xyzw;
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
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (b7) l1210();
    r1.xyzw = r1.xyzw + r0.xyzw;
    r1.xyzw = r0.xyzw * r1.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
