// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   int alphaIndex;                    // Offset:    0 Size:     4
//
// }
//
// interfaces $ThisPointer
// {
//
//   interface iChangeColour gAbstractColourChanger[2];// Offset:    0 Size:     2
//   interface iChangeColour gAbstractColourChangerB;// Offset:    2 Size:     1
//   interface iAlpha gAlphaChooser[3]; // Offset:    3 Size:     3
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
interface I0 { void c0_0(); void c2_0(); };
interface I1 { void c0(); };
class cDoubleColour : I0 {
    void c0_0();
    void c2_0();
};
class cHalfColour : I0 {
    void c0_0();
    void c2_0();
};
class cUnchangedColour : I0 {
    void c0_0();
    void c2_0();
};
class OneAlpha : I1 {
    void c0();
};
class TwoThirdsAlpha : I1 {
    void c0();
};
int alphaIndex;
struct Input {
    float3 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
static float4 v0 = 0;
static precise float4 o0 = 0;
static precise float4 r0 = 0;
I0 fp0[2];
I0 fp2;
I1 fp3[3];
void cDoubleColour::c0_0() {
    r0.xyz = v0.xyz + v0.xyz;
    return;
}
void cDoubleColour::c2_0() {
    r0.xyz = r0.xyz + r0.xyz;
    return;
}
void cHalfColour::c0_0() {
    r0.xyz = v0.xyz * float3(0.5f, 0.5f, 0.5f);
    return;
}
void cHalfColour::c2_0() {
    r0.xyz = r0.xyz * float3(0.5f, 0.5f, 0.5f);
    return;
}
void cUnchangedColour::c0_0() {
    r0.xyz = v0.xyz;
    return;
}
void cUnchangedColour::c2_0() {
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
    fp0[1].c0_0();
    fp2.c2_0();
    o0.xyz = r0.xyz;
    r0.x = asfloat(asuint(alphaIndex));
    fp3[asuint(r0.x)].c0();
    o0.w = r0.x;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
