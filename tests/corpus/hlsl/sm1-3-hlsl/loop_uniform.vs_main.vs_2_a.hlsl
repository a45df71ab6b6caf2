// Decompiled by dxsm from vs_2_a code.
float4 c[20] : register(c0);
int4 i0 : register(i0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 r0 = 0;
    float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 oPos = 0;
    float4 oD0 = 0;
    r0.xyzw = float4(0.0, 1.0, 0.0, 0.0).xxxx;
    [loop] for (int aL0 = 0; aL0 < i0.x; aL0++) {
        r1.x = dot(v1.xyz, c[aL0].xyz);
        r1.x = max(r1.x, float4(0.0, 1.0, 0.0, 0.0).x);
        r1.x = min(r1.x, float4(0.0, 1.0, 0.0, 0.0).y);
        r1.xyzw = r1.xxxx * c[aL0 + 8].xyzw;
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    oD0.xyzw = r0.xyzw;
    oPos.x = dot(v0.xyzw, c[16].xyzw);
    oPos.y = dot(v0.xyzw, c[17].xyzw);
    oPos.z = dot(v0.xyzw, c[18].xyzw);
    oPos.w = dot(v0.xyzw, c[19].xyzw);
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
