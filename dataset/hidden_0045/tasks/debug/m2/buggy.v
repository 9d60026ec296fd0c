module hidden_0045_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire demand,
    output wire active
);
    reg [2:0] bal;
    reg [2:0] bal_next;

    always @* begin
        if (demand && bal < 3'd3)
            bal_next = bal + 3'd1;
        else if (bal != 3'd0)
            bal_next = bal - 3'd1;
        else
            bal_next = bal;
    end

    always @(posedge clk) begin
        if (rst) begin
            bal <= 3'd0;
        end else begin
            bal <= bal_next;
        end
    end

    assign active = demand && bal < 3'd4;
endmodule
