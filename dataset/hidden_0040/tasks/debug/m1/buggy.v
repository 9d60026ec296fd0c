module hidden_0040_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire push,
    input  wire pop,
    output wire almost_full
);
    reg [2:0] occ;
    reg [2:0] occ_next;

    always @* begin
        if (push && occ != 3'd6)
            occ_next = occ + 3'd1;
        else if (pop && occ != 3'd0 && !push)
            occ_next = occ - 3'd1;
        else
            occ_next = occ;
    end

    always @(posedge clk) begin
        if (rst) begin
            occ <= 3'd0;
        end else begin
            occ <= occ_next;
        end
    end

    assign almost_full = occ >= 3'd4;
endmodule
