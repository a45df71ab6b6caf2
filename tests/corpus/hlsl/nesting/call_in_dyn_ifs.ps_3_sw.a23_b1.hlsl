// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c21 : register(c21);
float4 c23 : register(c23);
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
void l1500();
void l1500() {
    [branch] if (r0.w == r1.z) {
        r1.xyzw = r0.yzwx;
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [branch] if (r0.x <= r1.y) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [branch] if (r0.x == r1.x) {
            r1.xyzw = r0.yzwx;
            [branch] if (r0.x == r1.x) {
                r0.xyzw = r0.xyzw + c21.xyzw;
                [branch] if (r0.z >= r1.w) {
                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                    [branch] if (r0.w <= r1.x) {
                        r0.xyzw = r0.xyzw + c17.xyzw;
                        [branch] if (r0.x > r1.w) {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                            [branch] if (r0.w >= r1.z) {
                                r0.x = dot(r0.xyzw, r1.xyzw);
                                [branch] if (r0.x <= r1.y) {
                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.x != r1.z) {
                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                        [branch] if (r0.w != r1.w) {
                                            r1.xyzw = r0.yzwx;
                                            [branch] if (r0.x == r1.z) {
                                                r0.xyzw = r0.xyzw + c23.xyzw;
                                                [branch] if (r0.w == r1.x) {
                                                    r0.xyzw = r0.xyzw + c16.xyzw;
                                                    [branch] if (r0.z <= r1.w) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (r0.y != r1.w) {
                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                            [branch] if (r0.y == r1.w) {
                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                [branch] if (r0.y >= r1.w) {
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    [branch] if (r0.w <= r1.x) {
                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                        [branch] if (r0.z != r1.z) {
                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                            [branch] if (r0.y > r1.x) {
                                                                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                [branch] if (r0.z < r1.x) {
                                                                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                    [branch] if (r0.w <= r1.z) {
                                                                                        r1.xyzw = r0.yzwx;
                                                                                        [branch] if (r0.x < r1.w) {
                                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                                            [branch] if (r0.y <= r1.x) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                l1500();
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
