module hidden_0039_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire hit,
    output wire hot
);
    reg [2:0] level;
    reg flag_q;
    reg [2:0] level_next;
    reg flag_q_next;

    always @* begin
        if (hit && level > 3'd5)
            level_next = 3'd7;
        else if (hit)
            level_next = level + 3'd2;
        else if (level != 3'd0)
            level_next = level - 3'd2;
        else
            level_next = level;
    end

    always @* begin
        if (level >= 3'd6)
            flag_q_next = 1'b1;
        else if (level == 3'd0)
            flag_q_next = 1'b0;
        else
            flag_q_next = flag_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            level <= 3'd0;
            flag_q <= 1'b0;
        end else begin
            level <= level_next;
            flag_q <= flag_q_next;
        end
    end

    assign hot = flag_q;
endmodule
