// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c29 : register(c29);
float4 c31 : register(c31);
float4 c34 : register(c34);
float4 c35 : register(c35);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
static bool4 p0;
void l11();
void l11() {
    r0.xyzw = r0.xyzw + c35.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [branch] if (r0.w >= r1.w) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [branch] if (r0.z != r1.y) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (r0.y > r1.y) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [branch] if (r0.z > r1.z) {
                    r1.xyzw = r0.yzwx;
                    [branch] if (r0.y >= r1.x) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        [branch] if (r0.y != r1.w) {
                            r0.xyzw = r0.xyzw + c34.xyzw;
                            [branch] if (r0.z != r1.z) {
                                r1.xyzw = r0.yzwx;
                                [branch] if (r0.z != r1.x) {
                                    r1.xyzw = r0.yzwx;
                                    [branch] if (r0.w == r1.y) {
                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                        [branch] if (r0.y >= r1.y) {
                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                            [branch] if (r0.x > r1.x) {
                                                r0.xyzw = r0.xyzw + c29.xyzw;
                                                [branch] if (r0.y >= r1.x) {
                                                    r0.xyzw = r0.xyzw + c31.xyzw;
                                                    [branch] if (r0.z < r1.y) {
                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                        [branch] if (r0.w < r1.z) {
                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                            [branch] if (r0.y >= r1.z) {
                                                                r0.xyzw = r0.xyzw + c29.xyzw;
                                                                [branch] if (r0.y <= r1.x) {
                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.y < r1.x) {
                                                                        r0.xyzw = r0.xyzw + c31.xyzw;
                                                                        [branch] if (r0.z <= r1.x) {
                                                                            r0.xyzw = r0.xyzw + r1.xyzw;
                                                                            [branch] if (r0.w > r1.w) {
                                                                                r0.xyzw = r0.xyzw + c29.xyzw;
                                                                                [branch] if (r0.y < r1.w) {
                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (r0.z != r1.w) {
                                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                        [branch] if (r0.y >= r1.z) {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.w <= r1.y) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (p0.y) l11();
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
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
