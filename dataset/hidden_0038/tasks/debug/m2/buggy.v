module hidden_0038_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire want,
    output wire drive
);
    reg [2:0] run;
    reg [1:0] rest;
    reg [2:0] run_next;
    reg [1:0] rest_next;

    always @* begin
        if (run == 3'd3 && rest == 2'd0)
            run_next = 3'd0;
        else if (want && run != 3'd3)
            run_next = run + 3'd1;
        else if (!want && run != 3'd3)
            run_next = 3'd0;
        else
            run_next = run;
    end

    always @* begin
        if (run == 3'd3)
            rest_next = rest + 2'd1;
        else if (run != 3'd3)
            rest_next = 2'd0;
        else
            rest_next = rest;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            rest <= 2'd0;
        end else begin
            run <= run_next;
            rest <= rest_next;
        end
    end

    assign drive = want && run != 3'd3;
endmodule
