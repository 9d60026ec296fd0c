module hidden_0016_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    output wire drive
);
    reg running;
    reg [2:0] rest;
    reg running_next;
    reg [2:0] rest_next;

    always @* begin
        if (running && !req)
            running_next = 1'b0;
        else if (!running && req && rest == 3'd0)
            running_next = 1'b1;
        else
            running_next = running;
    end

    always @* begin
        if (running && !req)
            rest_next = 3'd3;
        else if (rest != 3'd0)
            rest_next = rest - 3'd1;
        else
            rest_next = rest;
    end

    always @(posedge clk) begin
        if (rst) begin
            running <= 1'b0;
            rest <= 3'd0;
        end else begin
            running <= running_next;
            rest <= rest_next;
        end
    end

    assign drive = running;
endmodule
