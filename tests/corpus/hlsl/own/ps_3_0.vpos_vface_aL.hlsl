// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : TEXCOORD1;
    float4 v2 : TEXCOORD2;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input, float2 position : VPOS, float face : VFACE) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    float4 v[3] = { v0, v1, v2 };
    float4 vPos = float4(position, 0, 0);
    float4 vFace = face;
    precise float4 oC0 = 0;
    r0.xyzw = c0.xyzw;
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + v[aL0].xyzw;
    }
    [branch] if (vFace.x > c1.x) {
        r0.xy = r0.xy + vPos.xy;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
