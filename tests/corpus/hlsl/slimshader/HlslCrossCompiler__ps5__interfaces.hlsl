// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// interfaces $ThisPointer
// {
//
//   interface iChangeColour gAbstractColourChanger;// Offset:    0 Size:     1
//   interface iChangeColour gAbstractColourChangerB;// Offset:    1 Size:     1
//   interface iAlpha gAlphaChooser;    // Offset:    2 Size:     1
//
// }
//
interface I0 { void c0_0(); void c1_0(); };
interface I1 { void c0(); };
class cDoubleColour : I0 {
    void c0_0();
    void c1_0();
};
class cHalfColour : I0 {
    void c0_0();
    void c1_0();
};
class cUnchangedColour : I0 {
    void c0_0();
    void c1_0();
};
class OneAlpha : I1 {
    void c0();
};
class TwoThirdsAlpha : I1 {
    void c0();
};
struct Input {
    float3 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
static float4 v0 = 0;
static precise float4 o0 = 0;
static precise float4 r0 = 0;
I0 fp0;
I0 fp1;
I1 fp2;
void cDoubleColour::c0_0() {
    r0.xyz = v0.xyz + v0.xyz;
    return;
}
void cDoubleColour::c1_0() {
    r0.xyz = r0.xyz + r0.xyz;
    return;
}
void cHalfColour::c0_0() {
    r0.xyz = v0.xyz * float3(0.5f, 0.5f, 0.5f);
    return;
}
void cHalfColour::c1_0() {
    r0.xyz = r0.xyz * float3(0.5f, 0.5f, 0.5f);
    return;
}
void cUnchangedColour::c0_0() {
    r0.xyz = v0.xyz;
    return;
}
void cUnchangedColour::c1_0() {
    return;
}
void OneAlpha::c0() {
    r0.x = 1.0f;
    return;
}
void TwoThirdsAlpha::c0() {
    r0.x = 0.66f;
    return;
}
Output main(Input input) {
    Output output;
    v0.xyz = input.COLOR0;
    fp0.c0_0();
    fp1.c1_0();
    o0.xyz = r0.xyz;
    fp2.c0();
    o0.w = r0.x;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
