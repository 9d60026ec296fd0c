module hidden_0015_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire strobe,
    output wire fire
);
    reg seen;
    reg [2:0] wait_q;
    reg seen_next;
    reg [2:0] wait_q_next;

    always @* begin
        if (seen != strobe)
            seen_next = strobe;
        else
            seen_next = seen;
    end

    always @* begin
        if (wait_q == 3'd0 && strobe && !seen)
            wait_q_next = 3'd4;
        else if (wait_q != 3'd0)
            wait_q_next = wait_q - 3'd1;
        else
            wait_q_next = wait_q;
    end

    always @(posedge clk or posedge rst) begin
        if (rst) begin
            seen <= 1'b0;
            wait_q <= 3'd0;
        end else begin
            seen <= seen_next;
            wait_q <= wait_q_next;
        end
    end

    assign fire = wait_q == 3'd1;
endmodule
