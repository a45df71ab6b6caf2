// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c18 : register(c18);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        [branch] if (r0.w >= r1.w) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.w <= r1.y) {
                r0.xyzw = r0.xyzw + c17.xyzw;
                [branch] if (r0.z >= r1.y) {
                    r0.xy = r0.xy + r1.xy;
                    [branch] if (r0.z == r1.z) {
                        r0.xyzw = r0.xyzw + c17.xyzw;
                        [branch] if (r0.y < r1.z) {
                            r0.xyzw = r0.xyzw * r1.xyzw;
                            [branch] if (r0.w >= r1.z) {
                                r0.xyzw = r0.xyzw + c17.xyzw;
                                [branch] if (r0.w != r1.x) {
                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                    [branch] if (r0.w >= r1.w) {
                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                        [branch] if (r0.y == r1.x) {
                                            r0.xyzw = r0.xyzw + c15.xyzw;
                                            [branch] if (r0.w <= r1.y) {
                                                r0.xyzw = r0.xyzw + c15.xyzw;
                                                [branch] if (r0.y == r1.z) {
                                                    r0.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (r0.y > r1.z) {
                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                        [branch] if (r0.w < r1.y) {
                                                            r1.xyzw = r0.yzwx;
                                                            [branch] if (r0.y < r1.x) {
                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                [branch] if (r0.z != r1.w) {
                                                                    r0.xy = r0.xy + r1.xy;
                                                                    [branch] if (r0.z > r1.x) {
                                                                        r0.xyzw = r0.xyzw + c12.xyzw;
                                                                        [branch] if (r0.y >= r1.y) {
                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                            [branch] if (r0.z != r1.w) {
                                                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                                                [branch] if (r0.y > r1.x) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    [branch] if (r0.y < r1.y) {
                                                                                        r0.xyzw = r0.xyzw + c17.xyzw;
                                                                                        [branch] if (r0.x != r1.z) {
                                                                                            r0.xyzw = r0.xyzw + c12.xyzw;
                                                                                            [branch] if (r0.x == r1.z) {
                                                                                                r0.xyzw = r0.xyzw + c11.xyzw;
                                                                                                [branch] if (r0.x != r1.x) {
                                                                                                    r0.xyzw = r0.xyzw + c18.xyzw;
                                                                                                    [flatten] if (r0.x >= r1.w) break;
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
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
