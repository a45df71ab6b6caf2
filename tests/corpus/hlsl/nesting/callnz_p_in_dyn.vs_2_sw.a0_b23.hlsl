// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c55 : register(c55);
float4 c56 : register(c56);
float4 c58 : register(c58);
float4 c59 : register(c59);
float4 c60 : register(c60);
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
void l0();
void l0() {
    [branch] if (r0.y > r1.z) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [branch] if (r0.w <= r1.w) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.y == r1.x) {
                r0.x = dot(r0.xyzw, r1.xyzw);
                [branch] if (r0.z <= r1.x) {
                    r0.xyzw = r0.xyzw + c58.xyzw;
                    [branch] if (r0.z > r1.w) {
                        r0.x = dot(r0.xyzw, r1.xyzw);
                        [branch] if (r0.w < r1.x) {
                            r0.xyzw = r0.xyzw + c60.xyzw;
                            [branch] if (r0.y == r1.y) {
                                r1.xyzw = r1.xyzw + r0.xyzw;
                                [branch] if (r0.y >= r1.y) {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                    [branch] if (r0.z < r1.y) {
                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                        [branch] if (r0.w > r1.z) {
                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                            [branch] if (r0.z < r1.w) {
                                                r1.xyzw = r0.yzwx;
                                                [branch] if (r0.w == r1.w) {
                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                    [branch] if (r0.x < r1.w) {
                                                        r0.xyzw = r0.xyzw + c58.xyzw;
                                                        [branch] if (r0.y == r1.y) {
                                                            r0.xyzw = r0.xyzw + c59.xyzw;
                                                            [branch] if (r0.x != r1.x) {
                                                                r0.xyzw = r0.xyzw + c56.xyzw;
                                                                [branch] if (r0.w <= r1.x) {
                                                                    r0.xyzw = r0.xyzw + c58.xyzw;
                                                                    [branch] if (r0.z > r1.x) {
                                                                        r1.xyzw = r0.yzwx;
                                                                        [branch] if (r0.z <= r1.x) {
                                                                            r0.xyzw = r0.xyzw + c56.xyzw;
                                                                            [branch] if (r0.y != r1.z) {
                                                                                r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                [branch] if (r0.x >= r1.y) {
                                                                                    r0.xyzw = r0.xyzw + c55.xyzw;
                                                                                    [branch] if (r0.w > r1.y) {
                                                                                        r0.xyzw = r0.xyzw + c56.xyzw;
                                                                                        [branch] if (r0.w != r1.z) {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.z == r1.y) {
                                                                                                r1.xyzw = r0.yzwx;
                                                                                                r1.xyzw = r0.yzwx;
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
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (p0.z) l0();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
