// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c26 : register(c26);
float4 c27 : register(c27);
bool b0 : register(b0);
bool b8 : register(b8);
bool b9 : register(b9);
bool b10 : register(b10);
bool b13 : register(b13);
bool b15 : register(b15);
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
    [branch] if (b8) {
        r0.xyzw = r0.xyzw + c26.xyzw;
        [branch] if (b13) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            [branch] if (b8) {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                [branch] if (b0) {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                    [branch] if (b15) {
                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        [branch] if (!b10) {
                            r0.xy = r0.xy + r1.xy;
                            [branch] if (b9) {
                                r0.xy = r0.xy + r1.xy;
                                if (false) {
                                    r1.xyzw = r1.xyzw + r0.xyzw;
                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                } else {
                                    r0.xyzw = r0.xyzw + c27.xyzw;
                                }
                            } else {
                                r0.xy = r0.xy + r1.xy;
                            }
                        } else {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                        }
                    } else {
                        r0.x = dot(r0.xyzw, r1.xyzw);
                    }
                } else {
                    r0.xy = r0.xy + r1.xy;
                }
            } else {
                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            }
        } else {
            r1.xyzw = r1.xyzw + r0.xyzw;
        }
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
