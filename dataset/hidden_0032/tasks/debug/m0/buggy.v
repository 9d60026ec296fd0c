module hidden_0032_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire cmd,
    output wire ack,
    output wire stall
);
    reg [1:0] accepted;
    reg [1:0] refresh_left;
    reg [1:0] accepted_next;
    reg [1:0] refresh_left_next;

    always @* begin
        if (refresh_left != 2'd0 && cmd)
            accepted_next = accepted + 2'd1;
        else if (refresh_left == 2'd0 && cmd)
            accepted_next = accepted + 2'd1;
        else
            accepted_next = accepted;
    end

    always @* begin
        if (refresh_left != 2'd0)
            refresh_left_next = refresh_left - 2'd1;
        else if (cmd && accepted == 2'd3)
            refresh_left_next = 2'd2;
        else
            refresh_left_next = refresh_left;
    end

    always @(posedge clk) begin
        if (rst) begin
            accepted <= 2'd0;
            refresh_left <= 2'd0;
        end else begin
            accepted <= accepted_next;
            refresh_left <= refresh_left_next;
        end
    end

    assign ack = cmd && refresh_left == 2'd0;
    assign stall = refresh_left != 2'd0;
endmodule
