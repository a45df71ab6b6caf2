// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c60 : register(c60);
float4 c64 : register(c64);
float4 c65 : register(c65);
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
void l1423();
void l1423() {
    [branch] if (r0.z < r1.z) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        r0.xyzw = r0.xyzw + c64.xyzw;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.x <= r1.w) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.w > r1.x) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            [branch] if (r0.y != r1.x) {
                r1.xyzw = r0.yzwx;
                [branch] if (r0.z <= r1.w) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.y >= r1.z) {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (r0.z > r1.y) {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                            [branch] if (r0.x < r1.w) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (r0.z > r1.z) {
                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                    [branch] if (r0.x != r1.y) {
                                        r0.xyzw = r0.xyzw + c64.xyzw;
                                        [branch] if (r0.z != r1.z) {
                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                            [branch] if (r0.x == r1.z) {
                                                r0.xyzw = r0.xyzw + c60.xyzw;
                                                [branch] if (r0.y <= r1.w) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    [branch] if (r0.w < r1.x) {
                                                        r1.xyzw = r0.yzwx;
                                                        [branch] if (r0.x < r1.y) {
                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                            [branch] if (r0.y == r1.x) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (r0.y < r1.w) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.y != r1.z) {
                                                                        r0.xyzw = r0.xyzw + c65.xyzw;
                                                                        [branch] if (r0.w == r1.y) {
                                                                            r0.xyzw = r0.xyzw + c64.xyzw;
                                                                            [branch] if (r0.y <= r1.z) {
                                                                                r1.xyzw = r0.yzwx;
                                                                                [branch] if (r0.w <= r1.z) {
                                                                                    r0.xyzw = r0.xyzw + c60.xyzw;
                                                                                    [branch] if (r0.y > r1.w) {
                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (r0.w >= r1.x) {
                                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (r0.y == r1.y) {
                                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                l1423();
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
