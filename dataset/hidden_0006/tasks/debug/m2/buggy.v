module hidden_0006_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire fail,
    input  wire ok,
    output wire retry,
    output wire give_up
);
    reg [1:0] backoff;
    reg [1:0] tries;
    reg [1:0] backoff_next;
    reg [1:0] tries_next;

    always @* begin
        if (ok)
            backoff_next = 2'd0;
        else if (fail && backoff == 2'd0 && tries < 2'd2)
            backoff_next = 2'd2;
        else if (fail && backoff == 2'd1)
            backoff_next = 2'd2;
        else if (backoff != 2'd0)
            backoff_next = backoff - 2'd1;
        else
            backoff_next = backoff;
    end

    always @* begin
        if (ok)
            tries_next = 2'd0;
        else if (fail && backoff == 2'd0 && tries != 2'd3)
            tries_next = tries + 2'd1;
        else
            tries_next = tries;
    end

    always @(posedge clk) begin
        if (rst) begin
            backoff <= 2'd0;
            tries <= 2'd0;
        end else begin
            backoff <= backoff_next;
            tries <= tries_next;
        end
    end

    assign retry = backoff == 2'd1;
    assign give_up = tries == 2'd3;
endmodule
