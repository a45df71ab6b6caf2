// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c44 : register(c44);
bool b11 : register(b11);
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
    r1.xyzw = c1.xyzw;
    r0.xy = r0.xy + r1.xy;
    r0.xyzw = r0.xyzw + c44.xyzw;
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [branch] if (b11) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        }
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (!true) {
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
